import { describe, expect, it } from 'vitest';
import { benefitFromParts, totalBenefit } from './total-benefit.ts';

describe('Total Benefit', () => {
  it('adds sale profits of cars with both prices and net rental money', () => {
    const sales = [
      { finalPrice: 1_000, purchasePrice: 700 }, // +300
      { finalPrice: 500, purchasePrice: 600 }, // -100
      { finalPrice: 9_999, purchasePrice: null }, // ignored
    ];
    const entries = [
      { type: 'add_money' as const, amount: 400, category: 'rental' },
      { type: 'add_money' as const, amount: 50, category: 'rental' },
      { type: 'add_charge' as const, amount: 30, category: 'rental' }, // refund
      { type: 'add_money' as const, amount: 9_000, category: 'sale' }, // not rental
      { type: 'add_charge' as const, amount: 7_000, category: 'fuel' },
      { type: 'add_money' as const, amount: 3_000, category: 'deposit' }, // held, not earned
    ];
    expect(totalBenefit(sales, entries)).toBe(300 - 100 + 400 + 50 - 30);
  });

  it('is 0 with nothing', () => {
    expect(totalBenefit([], [])).toBe(0);
  });

  it('combines the SQL sums the same way', () => {
    expect(benefitFromParts({ saleProfit: -100, rentalRevenue: 450 })).toBe(350);
  });
});
