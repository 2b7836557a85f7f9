// @vitest-environment happy-dom
import type { CarView } from '@car-rental/domain/contract/car';
import type { KeptPricingView } from '@car-rental/domain/contract/pricing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { money } from '../../../lib/format.ts';
import { renderScreen, serve } from '../../../test/render.tsx';
import { ExtendRentalDialog } from './extend-rental-dialog.tsx';

const DAY = 86_400_000;
/** out since yesterday for three days, back the day after tomorrow */
const rentedFrom = new Date(Date.now() - DAY);
const car = (pricing: KeptPricingView | null) =>
  ({
    id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
    brandName: 'Renault',
    modelName: 'Clio',
    plate: '00123-118-16',
    // the car's rate today; the booking kept its own base
    dailyRate: 600_000,
    mileageKm: 50_000,
    rental: {
      id: '7e6d5c4b-3a29-4180-9f7e-6d5c4b3a2918',
      rentedFrom: rentedFrom.toISOString(),
      rentedUntil: new Date(rentedFrom.getTime() + 3 * DAY).toISOString(),
      rentalStartMileage: 50_000,
      currentCustomerName: 'Karim Benali',
      currentCustomerContact: '0555 12 34 56',
      currentCustomerEmail: '',
      currentCustomerLicense: 'B-778899',
      rentalPaymentType: 'after',
      advancePaid: 0,
      contractNumber: null,
      pricing,
    },
  }) as unknown as CarView;

async function extendByADay(rented: CarView) {
  serve({});
  await renderScreen(<ExtendRentalDialog car={rented} open onOpenChange={() => {}} />);
  await userEvent.setup().click(screen.getByRole('button', { name: '+1 day' }));
  return screen.getByTestId('extension-price');
}

describe('Extend Rental: the new price (issue 33, decision 0046)', () => {
  it('prices the new end by the prices the booking kept: its base, its extras, its discount', async () => {
    const price = await extendByADay(
      car({
        baseRate: 500_000,
        timeZone: 'Africa/Algiers',
        plan: null,
        extras: [
          { code: 'child_seat', pricing: 'per_day', price: 30_000, max: null, quantity: 1 },
          { code: 'delivery', pricing: 'once', price: 100_000, max: null, quantity: 1 },
        ],
        discount: 50_000,
      }),
    );
    // 4 days x (5 000 + 300) + 1 000 - 500
    await waitFor(() => expect(price.textContent).toBe(money(4 * 530_000 + 100_000 - 50_000)));
  });

  it('is the daily rate times the days when the booking kept no prices', async () => {
    const price = await extendByADay(car(null));
    await waitFor(() => expect(price.textContent).toBe(money(4 * 600_000)));
  });
});
