import { describe, expect, it } from 'vitest';
import {
  contractNumber,
  type DamageMark,
  depositTaken,
  newMarks,
  noTerms,
  proposeCharges,
  settleDeposit,
  termsFor,
} from './inspection.ts';

const car = { brandName: 'Renault', modelName: 'Clio' };
const scratch: DamageMark = { id: 'a', view: 'left', x: 0.2, y: 0.5, type: 'scratch', note: '' };
const dent: DamageMark = { id: 'b', view: 'front', x: 0.5, y: 0.4, type: 'dent', note: 'bonnet' };
const terms = {
  fuelPricePerEighth: 20_000,
  kmAllowancePerDay: 200,
  pricePerKm: 1_000,
  lateGraceMinutes: 60,
  latePricePerHour: 50_000,
};
const due = new Date('2026-06-18T10:00:00Z');
const facts = (over: Partial<Parameters<typeof proposeCharges>[0]> = {}) => ({
  terms,
  checkOut: { odometerKm: 10_000, fuelEighths: 8, marks: [scratch] },
  checkIn: { odometerKm: 10_600, fuelEighths: 8, marks: [scratch] },
  dueAt: due,
  returnedAt: due,
  totalDays: 3,
  ...over,
});

describe('the charges a check-in proposes', () => {
  it('proposes nothing when nothing differs, or when every price is zero (the spec)', () => {
    expect(proposeCharges(facts())).toEqual([]);
    const worse = facts({
      terms: noTerms,
      checkIn: { odometerKm: 20_000, fuelEighths: 0, marks: [scratch, dent] },
      returnedAt: new Date(due.getTime() + 10 * 3_600_000),
    });
    // only the new dent, whose amount the desk types
    expect(proposeCharges(worse).map((c) => [c.type, c.amount])).toEqual([['damage', 0]]);
  });

  it('prices fuel per eighth, km over the allowance, each started hour past the grace, new marks', () => {
    const charges = proposeCharges(
      facts({
        checkIn: { odometerKm: 10_901, fuelEighths: 5, marks: [scratch, dent] },
        returnedAt: new Date(due.getTime() + 61 * 60_000 + 1),
      }),
    );
    expect(charges).toEqual([
      {
        type: 'fuel',
        description: 'Fuel shortfall: 3/8 × 200 DA',
        amount: 60_000,
        reason: { kind: 'fuel', eighths: 3, price: 20_000 },
      },
      {
        type: 'other',
        description: 'Km over the allowance: 301 km × 10 DA',
        amount: 301_000,
        reason: { kind: 'km', km: 301, price: 1_000 },
      },
      {
        type: 'other',
        description: 'Late return: 1 h × 500 DA',
        amount: 50_000,
        reason: { kind: 'late', hours: 1, price: 50_000 },
      },
      {
        type: 'damage',
        description: 'New dent (front): bonnet',
        amount: 0,
        reason: { kind: 'damage', type: 'dent', view: 'front', note: 'bonnet' },
      },
    ]);
    // within the grace time and the allowance, more fuel than at check-out: nothing
    const fine = facts({
      checkIn: { odometerKm: 10_600, fuelEighths: 8, marks: [scratch] },
      returnedAt: new Date(due.getTime() + 60 * 60_000),
    });
    expect(proposeCharges(fine)).toEqual([]);
  });

  it('reads an allowance of 0 as unlimited km', () => {
    const unlimited = { ...terms, kmAllowancePerDay: 0 };
    const far = facts({
      terms: unlimited,
      checkIn: { odometerKm: 50_000, fuelEighths: 8, marks: [] },
    });
    expect(proposeCharges(far)).toEqual([]);
  });

  it('tells new marks from those of the check-out by their id', () => {
    expect(newMarks([scratch], [scratch, dent])).toEqual([dent]);
    expect(newMarks([scratch, dent], [scratch])).toEqual([]);
  });

  it("takes a car's own prices over the agency's", () => {
    expect(termsFor(terms, { pricePerKm: 2_500, fuelPricePerEighth: null })).toEqual({
      ...terms,
      pricePerKm: 2_500,
    });
    expect(termsFor(terms, null)).toEqual(terms);
  });
});

describe('the deposit', () => {
  it('enters the fund only in cash, under the deposit category', () => {
    expect(
      depositTaken(car, { amount: 2_000_000, method: 'cash', reference: null, bank: null }),
    ).toEqual([
      {
        type: 'add_money',
        amount: 2_000_000,
        description: 'Deposit - Renault Clio',
        category: 'deposit',
        // a cash deposit goes back in cash, whatever pays the balance (issue 31)
        payment: { method: 'cash' },
      },
    ]);
    expect(
      depositTaken(car, { amount: 2_000_000, method: 'cheque', reference: '1', bank: 'BNA' }),
    ).toEqual([]);
    expect(depositTaken(car, null)).toEqual([]);
  });

  const cash = { amount: 2_000_000, method: 'cash' as const, reference: null, bank: null };

  it('gives back the rest and moves the kept part out of the deposits, never as revenue', () => {
    const { fundEntries, retained } = settleDeposit(
      car,
      cash,
      { retained: 500_000, reason: 'Dent' },
      800_000,
    );
    expect(retained).toBe(500_000);
    expect(fundEntries).toEqual([
      {
        type: 'add_charge',
        amount: 1_500_000,
        description: 'Deposit Refund - Renault Clio',
        category: 'deposit',
        // a cash deposit goes back in cash, whatever pays the balance (issue 31)
        payment: { method: 'cash' },
      },
      {
        type: 'add_charge',
        amount: 500_000,
        description: 'Deposit kept against charges - Renault Clio: Dent',
        category: 'deposit',
        // a cash deposit goes back in cash, whatever pays the balance (issue 31)
        payment: { method: 'cash' },
      },
    ]);
    expect(settleDeposit(car, cash, { retained: 0, reason: null }, 0).fundEntries).toEqual([
      {
        type: 'add_charge',
        amount: 2_000_000,
        description: 'Deposit Refund - Renault Clio',
        category: 'deposit',
        // a cash deposit goes back in cash, whatever pays the balance (issue 31)
        payment: { method: 'cash' },
      },
    ]);
  });

  it('keeps no more than the deposit or what is owed, with a reason, and only cash', () => {
    const fail = (f: () => unknown) => expect(f).toThrowError();
    fail(() => settleDeposit(car, cash, { retained: 800_001, reason: 'x' }, 800_000));
    fail(() => settleDeposit(car, cash, { retained: 2_000_001, reason: 'x' }, 9_000_000));
    fail(() => settleDeposit(car, cash, { retained: 1, reason: 'x' }, -5));
    fail(() => settleDeposit(car, cash, { retained: 1, reason: '  ' }, 800_000));
    const cheque = { ...cash, method: 'cheque' as const, reference: '12' };
    fail(() => settleDeposit(car, cheque, { retained: 1, reason: 'x' }, 800_000));
    expect(settleDeposit(car, cheque, { retained: 0, reason: null }, 800_000)).toEqual({
      fundEntries: [],
      retained: 0,
    });
  });

  it('numbers contracts by year and sequence', () => {
    expect(contractNumber(2026, 42)).toBe('CTR-2026-000042');
  });
});
