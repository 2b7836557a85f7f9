// @vitest-environment happy-dom
import type { RentalContract } from '@car-rental/domain/contract/inspections';
import type { PriceList } from '@car-rental/domain/contract/pricing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { formatNumber, money } from '../../../lib/format.ts';
import { description, problem, renderScreen, serve } from '../../../test/render.tsx';
import { canvasGivesPng, contractTerms, SIGNATURE_PNG, sign } from '../../../test/signature.ts';
import { CheckOutDialog } from './check-out-dialog.tsx';

const rentalId = '0b9f6c1e-2a4d-4f5e-9c3b-7d1a2e3f4a5b';
const contract: RentalContract = {
  rentalId,
  contractNumber: null,
  checkOut: null,
  checkIn: null,
  deposit: null,
  terms: contractTerms,
  accessories: [{ key: 'spare_wheel', label: 'Spare wheel' }],
  extras: [],
  drivers: [],
};

beforeEach(canvasGivesPng);

async function openSigned() {
  await renderScreen(
    <CheckOutDialog
      rentalId={rentalId}
      currentMileage={42_000}
      carName="Renault Clio"
      open
      onClose={() => {}}
    />,
  );
  await sign();
  return screen.getByLabelText('Odometer (km)');
}

describe('Check-out', () => {
  it('says at once when the odometer is below the car’s mileage, and on Confirm when it is blank', async () => {
    const sent = serve({
      [`GET /api/rentals/${rentalId}/contract`]: { status: 200, body: contract },
    });
    const odometer = await openSigned();
    const user = userEvent.setup();
    await user.clear(odometer);
    await user.type(odometer, '41000');
    expect(description(odometer)).toBe(
      `The odometer cannot be below the car’s recorded mileage (${formatNumber(42_000)} km)`,
    );
    await user.clear(odometer);
    expect(description(odometer)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Confirm check-out' }));
    await waitFor(() => expect(description(odometer)).toBe('Enter the odometer in whole km'));
    expect(sent.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('sends the walk around and shows the server’s field error beside the odometer', async () => {
    const sent = serve({
      [`GET /api/rentals/${rentalId}/contract`]: { status: 200, body: contract },
      [`POST /api/rentals/${rentalId}/check-out`]: problem(
        400,
        'validation_failed',
        'Mileage is too large',
        [{ path: 'body.odometerKm', message: 'Mileage is too large' }],
      ),
    });
    const odometer = await openSigned();
    const user = userEvent.setup();
    await user.clear(odometer);
    await user.type(odometer, '42100');
    await user.click(screen.getByRole('button', { name: 'Confirm check-out' }));
    await waitFor(() => expect(description(odometer)).toBe('Mileage is too large'));
    expect(sent.find((request) => request.method === 'POST')?.body).toMatchObject({
      odometerKm: 42_100,
      inspection: {
        signature: SIGNATURE_PNG,
        accessories: [{ key: 'spare_wheel', present: true }],
      },
      deposit: null,
    });
    expect(screen.queryByRole('alert')).toBeNull();
    // the extras and drivers unchanged: neither is sent, nothing is priced again
    const body = sent.find((request) => request.method === 'POST')?.body;
    expect(body).not.toHaveProperty('extras');
    expect(body).not.toHaveProperty('drivers');
  });
});

/** the agency's extras now: the driver dearer than when booked, child seats, no GPS */
const priceList: PriceList = {
  plans: [],
  models: [],
  extras: {
    standardDeposit: 3_000_000,
    additional_driver: { enabled: true, pricing: 'per_day', price: 80_000, max: null },
    child_seat: { enabled: true, pricing: 'per_day', price: 40_000, max: null },
    gps: { enabled: false, pricing: 'per_day', price: 20_000, max: null },
    unlimited_km: { enabled: false, pricing: 'per_day', price: 50_000, max: null },
    full_insurance: { enabled: false, pricing: 'per_day', price: 80_000, max: null, deposit: null },
    delivery: { enabled: true, places: [{ name: 'Gare', price: 100_000 }] },
  },
};
const karim = { name: 'Karim Benali', licenceNumber: 'DZ-778812', licenceIssuedOn: '2016-03-14' };
/** booked with a driver at 500 DA a day and the airport, no longer on the list, at 1,500 */
const booked: RentalContract = {
  ...contract,
  extras: [
    {
      code: 'additional_driver',
      quantity: 1,
      place: null,
      pricing: 'per_day',
      price: 50_000,
      max: 300_000,
    },
    {
      code: 'delivery',
      quantity: 1,
      place: 'Aéroport',
      pricing: 'once',
      price: 150_000,
      max: null,
    },
  ],
  drivers: [karim],
};

describe('Check-out: the extras and the additional drivers (decision 0049)', () => {
  it('shows the extras booked at their kept price, adds and removes some, and asks each driver counted', async () => {
    const sent = serve({
      [`GET /api/rentals/${rentalId}/contract`]: { status: 200, body: booked },
      'GET /api/price-list': { status: 200, body: priceList },
      [`POST /api/rentals/${rentalId}/check-out`]: problem(409, 'car_not_rentable', 'Not now'),
    });
    await openSigned();
    const user = userEvent.setup();
    const extras = await screen.findByRole('group', { name: 'Extras' });
    // the booked driver at its kept 500 DA a day, not the list's 800; the airport kept
    const checked = (label: string) =>
      (within(extras).getByLabelText(label) as HTMLInputElement).checked;
    const driver = within(extras).getByLabelText('Additional driver');
    expect(checked('Additional driver')).toBe(true);
    expect(driver.closest('div')?.textContent).toContain(`${money(50_000)} a day`);
    expect(checked('Delivery and collection')).toBe(true);
    expect((within(extras).getByLabelText('Delivery place') as HTMLSelectElement).value).toBe(
      'Aéroport',
    );
    expect(checked('Child seat')).toBe(false);
    const drivers = screen.getByTestId('booking-drivers');
    expect((within(drivers).getByLabelText("Driver's name") as HTMLInputElement).value).toBe(
      karim.name,
    );

    // a second driver and a child seat, no delivery
    await user.selectOptions(within(extras).getByLabelText('How many: Additional driver'), '2');
    await user.click(within(extras).getByLabelText('Child seat'));
    await user.click(within(extras).getByLabelText('Delivery and collection'));
    expect(screen.getByText(/the difference is settled at the return/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Confirm check-out' }));
    const second = screen.getByRole('group', { name: 'Additional driver 2' });
    expect(await within(second).findByText("The driver's name is required")).toBeTruthy();
    expect(sent.filter((request) => request.method === 'POST')).toEqual([]);

    await user.type(within(second).getByLabelText("Driver's name"), 'Samia Haddad');
    await user.type(within(second).getByLabelText('Licence number'), 'DZ-120045');
    await user.type(within(second).getByLabelText('Licence issued on'), '2019-11-02');
    await user.click(screen.getByRole('button', { name: 'Confirm check-out' }));
    await screen.findByRole('alert');
    const post = sent.filter((request) => request.method === 'POST');
    expect(post).toHaveLength(1);
    expect(post[0]!.body).toMatchObject({
      extras: [
        { code: 'additional_driver', quantity: 2 },
        { code: 'child_seat', quantity: 1 },
      ],
      drivers: [
        karim,
        { name: 'Samia Haddad', licenceNumber: 'DZ-120045', licenceIssuedOn: '2019-11-02' },
      ],
    });
  });
});
