import { describe, expect, it } from 'vitest';
import {
  categoriesFor,
  categoryLabel,
  chargeCategories,
  DEFAULT_CATEGORY,
  isCategoryOf,
  moneyCategories,
} from './fund-categories.ts';

describe('fund categories', () => {
  it('lists the Add Money categories of the spec with their labels', () => {
    expect(moneyCategories.map((c) => c.value)).toEqual([
      'income',
      'rental',
      'sale',
      'supplier',
      'deposit',
      'other',
    ]);
    expect(categoryLabel('rental')).toBe('Rental Payment');
    expect(categoryLabel('sale')).toBe('Car Sale');
    expect(categoryLabel('supplier')).toBe('Supplier Payment');
  });

  it('lists the Add Charge categories of the spec', () => {
    expect(chargeCategories.map((c) => c.value)).toEqual([
      'fuel',
      'maintenance',
      'insurance',
      'supplier',
      'expense',
      'other',
    ]);
    expect(categoriesFor('add_charge')).toBe(chargeCategories);
  });

  it('accepts a category only for its own type; other is the default of both', () => {
    expect(isCategoryOf('add_money', 'deposit')).toBe(true);
    expect(isCategoryOf('add_charge', 'deposit')).toBe(false);
    expect(isCategoryOf('add_charge', 'fuel')).toBe(true);
    expect(isCategoryOf('add_money', 'fuel')).toBe(false);
    expect(isCategoryOf('add_money', DEFAULT_CATEGORY)).toBe(true);
    expect(isCategoryOf('add_charge', DEFAULT_CATEGORY)).toBe(true);
  });

  it('shows unknown categories as they are', () => {
    expect(categoryLabel('mystery')).toBe('mystery');
  });
});
