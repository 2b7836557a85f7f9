import { describe, expect, it } from 'vitest';
import { expectRefusal } from '../test/expect-refusal.ts';
import { type ActiveRental, returnCar } from './return-car.ts';

const HOUR = 3_600_000;
const start = new Date('2026-06-10T09:00:00.000Z');
const after = (ms: number) => new Date(start.getTime() + ms);
const car = { mileageKm: 10_000, brandName: 'Renault', modelName: 'Clio' };
const afterRental: ActiveRental = {
  startAt: start,
  dailyRate: 1_000_000,
  advancePaid: 0,
  paymentType: 'after',
};
const advanceRental: ActiveRental = {
  ...afterRental,
  paymentType: 'advance',
  advancePaid: 3_000_000,
};

describe('returnCar', () => {
  it('refuses a car that is not rented', () => {
    const error = expectRefusal(() =>
      returnCar(car, null, { newMileage: 10_100, charges: [] }, after(HOUR)),
    );
    expect(error.code).toBe('car_not_rented');
    expect(error.status).toBe(409);
    expect(error.message).toBe('This car is not currently rented.');
  });

  it('refuses a mileage below the current one, accepts the same', () => {
    const error = expectRefusal(() =>
      returnCar(car, afterRental, { newMileage: 9_999, charges: [] }, after(HOUR)),
    );
    expect(error.message).toBe('New mileage cannot be less than current mileage');
    expect(error.fields).toMatchObject([
      { path: 'body.newMileage', message: 'New mileage cannot be less than current mileage' },
    ]);
    expect(() =>
      returnCar(car, afterRental, { newMileage: 10_000, charges: [] }, after(HOUR)),
    ).not.toThrow();
  });

  it('counts the days actually used and books total + charges when paying after', () => {
    const charges = [
      { type: 'cleaning' as const, description: 'Interior cleaning', amount: 150_000 },
      { type: 'fuel' as const, description: 'Refuel', amount: 50_000 },
    ];
    const now = after(49 * HOUR);
    const { returned, fundEntries } = returnCar(
      car,
      afterRental,
      { newMileage: 10_450, charges },
      now,
    );
    expect(returned).toEqual({
      returnedAt: now,
      endAt: now,
      endMileage: 10_450,
      totalDays: 3,
      totalAmount: 3_000_000,
      charges,
      chargesTotal: 200_000,
      finalTotal: 3_200_000,
    });
    expect(fundEntries).toEqual([
      {
        type: 'add_money',
        amount: 3_200_000,
        description: 'Rental Payment - Renault Clio',
        category: 'rental',
      },
    ]);
  });

  it('books only the balance (charges) when the advance covered the days', () => {
    const charges = [{ type: 'damage' as const, description: 'Scratch', amount: 80_000 }];
    const { fundEntries } = returnCar(
      car,
      advanceRental,
      { newMileage: 10_300, charges },
      after(72 * HOUR),
    );
    expect(fundEntries).toEqual([
      {
        type: 'add_money',
        amount: 80_000,
        description: 'Rental Balance - Renault Clio',
        category: 'rental',
      },
    ]);
  });

  it('books the charges already on the rental (a traffic fine) with the ones typed at the return', () => {
    const charges = [{ type: 'damage' as const, description: 'Scratch', amount: 80_000 }];
    const { returned, fundEntries } = returnCar(
      car,
      { ...advanceRental, chargesTotal: 500_000 },
      { newMileage: 10_300, charges },
      after(72 * HOUR),
    );
    expect(returned).toMatchObject({ chargesTotal: 580_000, finalTotal: 3_580_000, charges });
    expect(fundEntries).toEqual([
      {
        type: 'add_money',
        amount: 580_000,
        description: 'Rental Balance - Renault Clio',
        category: 'rental',
      },
    ]);
  });

  it('books the extra days of a late return as balance', () => {
    const { returned, fundEntries } = returnCar(
      car,
      advanceRental,
      { newMileage: 10_300, charges: [] },
      after(72 * HOUR + 1),
    );
    expect(returned.totalDays).toBe(4);
    expect(fundEntries).toEqual([
      expect.objectContaining({ type: 'add_money', amount: 1_000_000 }),
    ]);
  });

  it('refunds unused advance days on an early return', () => {
    const { returned, fundEntries } = returnCar(
      car,
      advanceRental,
      { newMileage: 10_100, charges: [] },
      after(20 * HOUR),
    );
    expect(returned.totalDays).toBe(1);
    expect(fundEntries).toEqual([
      {
        type: 'add_charge',
        amount: 2_000_000,
        description: 'Rental Refund - Renault Clio',
        category: 'rental',
      },
    ]);
  });

  it('books nothing when the advance is exactly what is owed', () => {
    const { fundEntries } = returnCar(
      car,
      advanceRental,
      { newMileage: 10_100, charges: [] },
      after(72 * HOUR),
    );
    expect(fundEntries).toEqual([]);
  });
});
