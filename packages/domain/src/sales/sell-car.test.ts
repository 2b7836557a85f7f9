import { describe, expect, it } from 'vitest';
import { expectRefusal } from '../test/expect-refusal.ts';
import { NOT_SELLABLE, type SellableCar, sellCar } from './sell-car.ts';

const now = new Date('2026-06-15T10:00:00.000Z');
const car: SellableCar = {
  brandName: 'Renault',
  modelName: 'Clio',
  inGarage: true,
  isRented: false,
  isSold: false,
  isForSale: true,
  salePrice: 200_000_000,
  purchasePrice: 150_000_000,
};
const input = {
  customerName: 'Yacine',
  customerPhone: '0555',
  customerLicense: 'DZ-1',
  price: 210_000_000,
};

describe('sellCar', () => {
  it('records the sale, takes the car out of the listing and the garage, and posts the revenue', () => {
    const outcome = sellCar(car, input, now);
    expect(outcome.sale).toEqual({
      soldAt: now,
      customerName: 'Yacine',
      customerPhone: '0555',
      customerLicense: 'DZ-1',
      finalPrice: 210_000_000,
      listedPrice: 200_000_000,
    });
    expect(outcome.carChanges).toEqual({ isForSale: false, inGarage: false });
    expect(outcome.fundEntries).toEqual([
      {
        type: 'add_money',
        amount: 210_000_000,
        description: 'Car Sale Revenue - Renault Clio',
        category: 'sale',
      },
    ]);
    expect(outcome.message).toMatch(
      /^Car sold successfully! Net profit: 600[\s\u202f\u00a0]000 DA$/,
    );
  });

  it('sells a car that is not listed for sale, and without a listed price', () => {
    const outcome = sellCar({ ...car, isForSale: false, salePrice: null }, input, now);
    expect(outcome.sale.listedPrice).toBeNull();
    const zero = sellCar({ ...car, salePrice: 0 }, input, now);
    expect(zero.sale.listedPrice).toBeNull();
  });

  it('refuses a rented, a sold or an out-of-garage car', () => {
    for (const state of [{ isRented: true }, { isSold: true }, { inGarage: false }]) {
      const error = expectRefusal(() => sellCar({ ...car, ...state }, input, now));
      expect(error.code).toBe('car_not_sellable');
      expect(error.key).toBe(NOT_SELLABLE);
    }
  });

  it('refuses a price that is not above 0', () => {
    for (const price of [0, -1, 1.5]) {
      const error = expectRefusal(() => sellCar(car, { ...input, price }, now));
      expect(error.code).toBe('validation_failed');
      expect(error.message).toBe('Valid selling price is required');
    }
  });
});
