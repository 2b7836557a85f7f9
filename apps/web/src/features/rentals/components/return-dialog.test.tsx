// @vitest-environment happy-dom
import type { CarView } from '@car-rental/domain/contract/car';
import type { RentalContract } from '@car-rental/domain/contract/inspections';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { money } from '../../../lib/format.ts';
import { description, problem, renderScreen, serve } from '../../../test/render.tsx';
import { canvasGivesPng, contractTerms, SIGNATURE_PNG, sign } from '../../../test/signature.ts';
import { ReturnDialog } from './return-dialog.tsx';

const rentalId = '7e6d5c4b-3a29-4180-9f7e-6d5c4b3a2918';
const rentedFrom = new Date(Date.now() - 2 * 86_400_000).toISOString();
const car = (contractNumber: string | null) =>
  ({
    id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
    brandName: 'Renault',
    modelName: 'Clio',
    plate: '00123-118-16',
    dailyRate: 500_000,
    mileageKm: 50_000,
    rental: {
      id: rentalId,
      rentedFrom,
      rentedUntil: new Date(Date.now() + 86_400_000).toISOString(),
      rentalStartMileage: 50_000,
      currentCustomerName: 'Karim Benali',
      currentCustomerContact: '0555 12 34 56',
      currentCustomerEmail: '',
      currentCustomerLicense: 'B-778899',
      rentalPaymentType: 'daily',
      advancePaid: 0,
      contractNumber,
    },
  }) as unknown as CarView;
const returnPath = `POST /api/cars/${car(null).id}/return`;
const contract: RentalContract = {
  rentalId,
  contractNumber: 'C-2026-0007',
  checkOut: {
    kind: 'out',
    at: rentedFrom,
    odometerKm: 50_000,
    fuelEighths: 8,
    marks: [],
    accessories: [],
    photos: [],
    signature: SIGNATURE_PNG,
  },
  checkIn: null,
  deposit: {
    amount: 2_000_000,
    method: 'cash',
    reference: null,
    bank: null,
    takenAt: rentedFrom,
    settledAt: null,
    retained: 0,
    retainReason: null,
  },
  terms: contractTerms,
  accessories: [],
  extras: [],
  drivers: [],
};

beforeEach(canvasGivesPng);

describe('Return Car', () => {
  it('says at once that the new mileage is below the current one, then boxes a refusal', async () => {
    const sent = serve({
      [returnPath]: problem(409, 'car_not_rented', 'Car is not currently rented'),
    });
    await renderScreen(<ReturnDialog car={car(null)} open onOpenChange={() => {}} />);
    const user = userEvent.setup();
    const mileage = screen.getByLabelText('New mileage (km)');
    await user.type(mileage, '49000');
    expect(description(mileage)).toBe('New mileage cannot be less than current mileage');
    const complete = screen.getByRole('button', { name: 'Complete Return' });
    expect(complete.hasAttribute('disabled')).toBe(true);
    await user.clear(mileage);
    await user.type(mileage, '50500');
    expect(description(mileage)).toBeNull();
    await user.click(complete);
    expect((await screen.findByRole('alert')).textContent).toContain('Car is not currently rented');
    expect(sent.find((request) => request.method === 'POST')?.body).toEqual({
      newMileage: 50_500,
      charges: [],
      // the balance owed, paid in cash unless the desk picks another way (issue 31)
      payment: { method: 'cash' },
    });
  });

  it('puts the server’s refusal of the kept deposit beside that field', async () => {
    const refusal = 'Keep at most what the customer owes';
    const sent = serve({
      [`GET /api/rentals/${rentalId}/contract`]: { status: 200, body: contract },
      [returnPath]: problem(400, 'validation_failed', refusal, [
        { path: 'body.deposit.retained', message: refusal },
      ]),
    });
    await renderScreen(<ReturnDialog car={car('C-2026-0007')} open onOpenChange={() => {}} />);
    const user = userEvent.setup();
    await sign();
    await user.type(screen.getByLabelText('New mileage (km)'), '50100');
    await user.click(screen.getByRole('button', { name: 'Complete Return' }));
    const kept = screen.getByLabelText('Kept from the deposit (DA)');
    await waitFor(() => expect(description(kept)).toBe(refusal));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(sent.find((request) => request.method === 'POST')?.body).toMatchObject({
      newMileage: 50_100,
      checkIn: { signature: SIGNATURE_PNG, fuelEighths: 8 },
      deposit: { retained: 0 },
    });
  });

  it('takes the balance by card (issue 31)', async () => {
    const sent = serve({
      [returnPath]: problem(409, 'car_not_rented', 'Car is not currently rented'),
    });
    await renderScreen(<ReturnDialog car={car(null)} open onOpenChange={() => {}} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('New mileage (km)'), '50200');
    expect(screen.getByRole('group', { name: 'How the balance is paid' })).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Payment method'), 'card');
    await user.click(screen.getByRole('button', { name: 'Complete Return' }));
    await screen.findByRole('alert');
    expect(sent.find((request) => request.method === 'POST')?.body).toMatchObject({
      newMileage: 50_200,
      payment: { method: 'card' },
    });
  });

  it('estimates the days used by the prices the booking kept (issue 33, decision 0046)', async () => {
    serve({});
    const kept = car(null);
    const rental = {
      ...kept.rental!,
      pricing: {
        baseRate: 400_000,
        timeZone: 'Africa/Algiers',
        plan: null,
        extras: [
          { code: 'gps', pricing: 'per_day' as const, price: 30_000, max: null, quantity: 1 },
        ],
        discount: 0,
      },
    };
    await renderScreen(<ReturnDialog car={{ ...kept, rental }} open onOpenChange={() => {}} />);
    // out two days and a little: 3 days at the kept 4 000 DA and 300 DA of GPS, not 5 000 DA
    expect(screen.getByTestId('return-estimate').textContent).toContain(money(3 * 430_000));
  });
});
