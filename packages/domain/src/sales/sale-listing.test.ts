import { describe, expect, it } from 'vitest';
import { isListedForSale, isSellable } from './sale-listing.ts';

const listed = {
  inGarage: true,
  isRented: false,
  isSold: false,
  isForSale: true,
  salePrice: 100,
};

describe('sale listing', () => {
  it('lists a car in the garage, not rented, not sold, for sale with a price above 0', () => {
    expect(isListedForSale(listed)).toBe(true);
    expect(isListedForSale({ ...listed, isForSale: false })).toBe(false);
    expect(isListedForSale({ ...listed, inGarage: false })).toBe(false);
    expect(isListedForSale({ ...listed, isRented: true })).toBe(false);
    expect(isListedForSale({ ...listed, isSold: true })).toBe(false);
    expect(isListedForSale({ ...listed, salePrice: 0 })).toBe(false);
    expect(isListedForSale({ ...listed, salePrice: null })).toBe(false);
  });
  it('sells any car in the garage that is neither rented nor sold', () => {
    expect(isSellable({ inGarage: true, isRented: false, isSold: false })).toBe(true);
    expect(isSellable({ inGarage: false, isRented: false, isSold: false })).toBe(false);
    expect(isSellable({ inGarage: true, isRented: true, isSold: false })).toBe(false);
    expect(isSellable({ inGarage: true, isRented: false, isSold: true })).toBe(false);
  });
});
