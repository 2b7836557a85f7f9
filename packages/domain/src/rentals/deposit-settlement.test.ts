import { describe, expect, it } from 'vitest';
import { maxRetained, settlementProblems } from './inspection.ts';
import { isOpenState, OPEN_STATES } from './reservations.ts';
import { amountOwed } from './return-car.ts';

const cash = { amount: 2_000_000, method: 'cash' as const };
const cheque = { amount: 2_000_000, method: 'cheque' as const };

describe('the deposit settlement rule (issue 29 §4: the server and the Return dialog call it)', () => {
  it('keeps at most the cash deposit and what is owed, never below 0', () => {
    expect(maxRetained(cash, 500_000)).toBe(500_000);
    expect(maxRetained(cash, 9_000_000)).toBe(2_000_000);
    expect(maxRetained(cash, -300_000)).toBe(0);
    expect(maxRetained(cheque, 500_000)).toBe(0);
  });

  it('names every problem by field: not cash, too much, no reason', () => {
    expect(settlementProblems(cheque, { retained: 1, reason: 'Dent' }, 500_000)).toEqual({
      retained: 'retainedNotCash',
    });
    expect(settlementProblems(cash, { retained: 500_001, reason: '  ' }, 500_000)).toEqual({
      retained: 'retainedTooHigh',
      reason: 'retainReason',
    });
    expect(settlementProblems(cash, { retained: 500_000, reason: null }, 500_000)).toEqual({
      reason: 'retainReason',
    });
    expect(settlementProblems(cash, { retained: 0, reason: null }, -1)).toEqual({});
    expect(settlementProblems(cheque, { retained: 0, reason: null }, 500_000)).toEqual({});
  });
});

describe('amountOwed and isOpenState', () => {
  it('owes the rental and the charges less the advance; below 0 is given back', () => {
    expect(amountOwed({ totalAmount: 1_000_000, chargesTotal: 120_000, advancePaid: 0 })).toBe(
      1_120_000,
    );
    expect(
      amountOwed({ totalAmount: 1_000_000, chargesTotal: 120_000, advancePaid: 1_500_000 }),
    ).toBe(-380_000);
  });

  it('calls open exactly the OPEN_STATES', () => {
    const states = ['reserved', 'out', 'returned', 'cancelled', 'no_show'] as const;
    expect(states.filter(isOpenState)).toEqual([...OPEN_STATES]);
  });
});
