import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { balanceNote, balanceStanding, supplierBalance } from './supplier-balance.ts';

const amount = fc.integer({ min: 0, max: 1_000_000_000_00 });

describe('supplierBalance', () => {
  it('starts at the opening balance', () => {
    expect(
      supplierBalance({ openingBalance: -5_000_00, purchasePrices: [], charges: [], moneyIn: [] }),
    ).toBe(-5_000_00);
  });

  it('a car bought is a debt, paying it books a charge, money from them lowers it', () => {
    expect(
      supplierBalance({
        openingBalance: 1_000_00,
        purchasePrices: [1_500_000_00, 500_000_00],
        charges: [1_000_000_00],
        moneyIn: [20_000_00],
      }),
    ).toBe(1_000_00 - 2_000_000_00 + 1_000_000_00 - 20_000_00);
  });

  it('paying every car exactly returns the balance to the opening balance', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1_000_000_000_00, max: 1_000_000_000_00 }),
        fc.array(amount, { maxLength: 30 }),
        (openingBalance, purchasePrices) => {
          const balance = supplierBalance({
            openingBalance,
            purchasePrices,
            charges: [...purchasePrices].reverse(),
            moneyIn: [],
          });
          expect(balance).toBe(openingBalance);
        },
      ),
    );
  });

  it('never goes up when a car is bought, never goes down when we pay', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1_000_000_00, max: 1_000_000_00 }),
        fc.array(amount, { maxLength: 10 }),
        fc.array(amount, { maxLength: 10 }),
        amount,
        (openingBalance, purchasePrices, charges, extra) => {
          const base = { openingBalance, purchasePrices, charges, moneyIn: [] };
          const before = supplierBalance(base);
          expect(supplierBalance({ ...base, purchasePrices: [...purchasePrices, extra] })).toBe(
            before - extra,
          );
          expect(supplierBalance({ ...base, charges: [...charges, extra] })).toBe(before + extra);
        },
      ),
    );
  });
});

describe('balanceNote', () => {
  it('reads the spec words by sign', () => {
    expect(balanceNote(-1)).toBe('(We owe them)');
    expect(balanceNote(1)).toBe('(They owe us)');
    expect(balanceNote(0)).toBe('');
    expect(balanceStanding(0)).toBe('settled');
  });
});
