// @vitest-environment happy-dom
import type { RentalContract } from '@car-rental/domain/contract/inspections';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { formatNumber } from '../../../lib/format.ts';
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
  });
});
