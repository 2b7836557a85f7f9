import { describe, expect, it } from 'vitest';
import { setCarPaid } from './set-car-paid.ts';
import { aCar, clio } from './test-car.ts';

describe('setCarPaid', () => {
  it('marks an unpaid car paid and charges its purchase', () => {
    const { car, entries } = setCarPaid(aCar({ isPaid: false }), true, clio);
    expect(car.isPaid).toBe(true);
    expect(entries.map((e) => [e.type, e.amount, e.description])).toEqual([
      ['add_charge', 150_000_000, 'Car Purchase - Renault Clio'],
    ]);
  });

  it('marks a paid car unpaid and reverses its purchase', () => {
    const { car, entries } = setCarPaid(aCar({ isPaid: true }), false, clio);
    expect(car.isPaid).toBe(false);
    expect(entries.map((e) => [e.type, e.description])).toEqual([
      ['add_money', 'Car Purchase Reversal - Renault Clio'],
    ]);
  });

  it('posts nothing when the status does not change', () => {
    expect(setCarPaid(aCar({ isPaid: true }), true, clio).entries).toEqual([]);
  });

  it('is refused while the car is rented', () => {
    expect(() => setCarPaid(aCar({ isRented: true }), false, clio)).toThrow(
      expect.objectContaining({
        code: 'car_rented',
        message: 'Cannot change payment status while the car is rented.',
      }),
    );
  });

  it('is allowed for a sold car', () => {
    const sold = aCar({ isSold: true, inGarage: false, isPaid: false });
    expect(setCarPaid(sold, true, clio).car.isPaid).toBe(true);
  });
});
