import { describe, expect, it } from 'vitest';
import { isAvailable, isListable, isRentable, paidBadge, statusBadge } from './car.ts';
import { aCar } from './test-car.ts';

describe('statusBadge', () => {
  it('reads Out of Garage for a rented car, even when listed', () => {
    expect(statusBadge(aCar({ isRented: true, isForSale: true }))).toBe('Out of Garage');
  });
  it('reads Out of Garage for a sold car', () => {
    expect(statusBadge(aCar({ isSold: true }))).toBe('Out of Garage');
  });
  it('reads For Sale for a listed car in the garage', () => {
    expect(statusBadge(aCar({ isForSale: true }))).toBe('For Sale');
  });
  it('reads Available otherwise', () => {
    expect(statusBadge(aCar())).toBe('Available');
  });
});

describe('paidBadge', () => {
  it('reads Paid or Unpaid', () => {
    expect(paidBadge(aCar({ isPaid: true }))).toBe('Paid');
    expect(paidBadge(aCar({ isPaid: false }))).toBe('Unpaid');
  });
});

describe('isAvailable', () => {
  it('is true in the garage, not rented, not sold', () => {
    expect(isAvailable(aCar())).toBe(true);
  });
  it.each([
    ['out of the garage', { inGarage: false }],
    ['rented', { isRented: true }],
    ['sold', { isSold: true }],
  ])('is false when %s', (_, overrides) => {
    expect(isAvailable(aCar(overrides))).toBe(false);
  });
  it('does not depend on payment', () => {
    expect(isAvailable(aCar({ isPaid: false }))).toBe(true);
  });
});

describe('isRentable', () => {
  it('is true for a paid available car with a daily rate', () => {
    expect(isRentable(aCar())).toBe(true);
  });
  it.each([
    ['out of the garage', { inGarage: false }],
    ['rented', { isRented: true }],
    ['sold', { isSold: true }],
    ['unpaid', { isPaid: false }],
    ['without a daily rate', { dailyRate: null }],
    ['with a daily rate of 0', { dailyRate: 0 }],
  ])('is false when %s', (_, overrides) => {
    expect(isRentable(aCar(overrides))).toBe(false);
  });
});

describe('isListable', () => {
  it('is true for an available car with a sale price, paid or not', () => {
    expect(isListable(aCar())).toBe(true);
    expect(isListable(aCar({ isPaid: false }))).toBe(true);
  });
  it.each([
    ['out of the garage', { inGarage: false }],
    ['rented', { isRented: true }],
    ['sold', { isSold: true }],
    ['without a sale price', { salePrice: null }],
    ['with a sale price of 0', { salePrice: 0 }],
  ])('is false when %s', (_, overrides) => {
    expect(isListable(aCar(overrides))).toBe(false);
  });
});
