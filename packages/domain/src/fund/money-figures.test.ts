import { describe, expect, it } from 'vitest';
import { MAX_AMOUNT } from '../money.ts';
import { figureOf, fundFigures } from './money-figures.ts';

const money = (category: string, amount: number) => ({
  type: 'add_money' as const,
  category,
  amount,
});
const charge = (category: string, amount: number) => ({
  type: 'add_charge' as const,
  category,
  amount,
});

describe('the money figures of the fund (issue 28 §10)', () => {
  it('counts each entry once: revenue, deposit, charge or other income', () => {
    expect(figureOf(money('rental', 1))).toEqual({ figure: 'rental', sign: 1 });
    expect(figureOf(charge('rental', 1))).toEqual({ figure: 'rental', sign: -1 });
    expect(figureOf(charge('sale', 1))).toEqual({ figure: 'sale', sign: -1 });
    expect(figureOf(money('deposit', 1))).toEqual({ figure: 'deposit', sign: 1 });
    expect(figureOf(charge('deposit', 1))).toEqual({ figure: 'deposit', sign: -1 });
    expect(figureOf(charge('supplier', 1))).toEqual({ figure: 'charge', sign: 1 });
    expect(figureOf(money('supplier', 1))).toEqual({ figure: 'charge', sign: -1 });
    expect(figureOf(charge('fuel', 1))).toEqual({ figure: 'charge', sign: 1 });
    expect(figureOf(charge('other', 1))).toEqual({ figure: 'charge', sign: 1 });
    expect(figureOf(money('other', 1))).toEqual({ figure: 'otherIncome', sign: 1 });
    expect(figureOf(money('income', 1))).toEqual({ figure: 'otherIncome', sign: 1 });
  });

  it("the issue's day: charges at return are revenue, reversals net out, deposits are neither", () => {
    const figures = fundFigures([
      charge('supplier', 1_500_000), // Car Purchase
      money('supplier', 1_500_000), // Car Purchase Reversal (the price corrected)
      charge('supplier', 1_800_000), // Car Purchase, the right price
      charge('fuel', 20_000),
      money('rental', 6_500), // advance
      money('deposit', 30_000), // cash deposit at the check-out
      money('rental', 25_425), // the charges at return
      charge('deposit', 30_000), // the deposit handed back
      money('rental', 5_000), // an advance
      charge('rental', 5_000), // refunded: the booking cancelled
      money('sale', 2_000_000),
      charge('sale', 2_000_000), // the sale undone
      money('income', 700),
    ]);
    expect(figures).toEqual({
      balance: -1_820_000 + 31_925 + 700,
      rentalRevenue: 31_925,
      saleMoney: 0,
      depositMoney: 0,
      charges: 1_820_000,
      otherIncome: 700,
    });
  });

  it('sums exactly past 2^53 and refuses to round', () => {
    const many = Array.from({ length: 80 }, () => money('rental', MAX_AMOUNT));
    expect(fundFigures(many).rentalRevenue).toBe(80 * MAX_AMOUNT);
    const more = Array.from({ length: 100 }, () => money('rental', MAX_AMOUNT));
    expect(() => fundFigures(more)).toThrow(/not an exact whole number/);
  });
});
