import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { balanceOf } from '../fund/fund-entry.ts';
import { deleteRentalHistory } from './delete-rental-history.ts';
import { rentCar } from './rent-car.ts';
import { returnCar } from './return-car.ts';

const HOUR = 3_600_000;
const now = new Date('2026-06-15T10:00:00.000Z');
const car = {
  inGarage: true,
  isRented: false,
  isSold: false,
  isPaid: true,
  mileageKm: 10_000,
  brandName: 'Renault',
  modelName: 'Clio',
};
const charge = fc.record({
  type: fc.constantFrom(
    'cleaning' as const,
    'repair' as const,
    'fuel' as const,
    'damage' as const,
    'other' as const,
  ),
  description: fc.constant('charge'),
  amount: fc.integer({ min: 0, max: 100_000_000 }),
});

describe('the fund always equals what a rental really earned', () => {
  it('advance + settlement = total + charges; deleting the record brings it back to 0', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('advance' as const, 'after' as const),
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 0, max: 30 * 24 * HOUR }),
        fc.integer({ min: 0, max: 60 * 24 * HOUR }),
        fc.integer({ min: 0, max: 60 * 24 * HOUR }),
        fc.array(charge, { maxLength: 5 }),
        (paymentType, dailyRate, startOffset, length, returnOffset, charges) => {
          const start = new Date(now.getTime() + startOffset);
          const end = new Date(start.getTime() + length);
          const rented = rentCar(
            { ...car, dailyRate },
            {
              start,
              end,
              customer: { name: 'A', contact: '1', email: 'a@b.c', license: 'L', paymentType },
            },
            now,
          );
          const returnedAt = new Date(start.getTime() + returnOffset);
          const { returned, fundEntries } = returnCar(
            car,
            { ...rented.rental },
            { newMileage: 10_500, charges },
            returnedAt,
          );
          const posted = [...rented.fundEntries, ...fundEntries];
          expect(posted.every((entry) => entry.amount > 0)).toBe(true);
          expect(balanceOf(posted)).toBe(returned.finalTotal);
          const deleted = deleteRentalHistory(
            'car',
            {
              carId: 'car',
              returnedAt: returned.returnedAt,
              totalAmount: returned.totalAmount,
              chargeAmounts: returned.charges.map((c) => c.amount),
            },
            car,
          );
          expect(balanceOf([...posted, ...deleted.fundEntries])).toBe(0);
        },
      ),
    );
  });
});
