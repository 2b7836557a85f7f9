import { describe, expect, it } from 'vitest';
import { markForSale, removeFromSale } from './sale-listing.ts';
import { aCar } from './test-car.ts';

const notListable = {
  code: 'car_not_listable',
  message:
    'Only cars in the garage, not rented, not sold and with a sale price can be listed for sale.',
};

describe('markForSale', () => {
  it('lists an available car with a sale price', () => {
    const result = markForSale(aCar());
    expect(result.car.isForSale).toBe(true);
    expect(result.message).toBe('Car marked for sale!');
    expect(result.entries).toEqual([]);
  });

  it('lists an unpaid car (unpaid cars are for sale only)', () => {
    expect(markForSale(aCar({ isPaid: false })).car.isForSale).toBe(true);
  });

  it.each([
    ['out of the garage', { inGarage: false }],
    ['rented', { isRented: true }],
    ['sold', { isSold: true }],
    ['without a sale price', { salePrice: null }],
    ['with a sale price of 0', { salePrice: 0 }],
  ])('refuses a car %s', (_, overrides) => {
    expect(() => markForSale(aCar(overrides))).toThrow(expect.objectContaining(notListable));
  });
});

describe('removeFromSale', () => {
  it('takes a listed car off the listings', () => {
    const result = removeFromSale(aCar({ isForSale: true }));
    expect(result.car.isForSale).toBe(false);
    expect(result.message).toBe('Car removed from sale listings!');
  });

  it('refuses a car that is not listed', () => {
    expect(() => removeFromSale(aCar())).toThrow(
      expect.objectContaining({
        code: 'car_not_for_sale',
        message: 'This car is not listed for sale.',
      }),
    );
  });
});
