import { describe, expect, it } from 'vitest';
import { counterPayment } from './counter-payment.ts';

describe('counterPayment', () => {
  it('pays the total less the advance and the deposit kept, leaving nothing due', () => {
    expect(counterPayment(1_810_000, 1_000_000, 500_000)).toEqual({
      paidNow: 310_000,
      refundedNow: 0,
      balanceDue: 0,
    });
    expect(counterPayment(2_360_000, 0, 1_500_000)).toEqual({
      paidNow: 860_000,
      refundedNow: 0,
      balanceDue: 0,
    });
  });

  it('gives back the part of an advance an early return did not use', () => {
    expect(counterPayment(500_000, 1_500_000, 0)).toEqual({
      paidNow: 0,
      refundedNow: 1_000_000,
      balanceDue: 0,
    });
  });

  it('has nothing to pay when the advance covered all', () => {
    expect(counterPayment(1_000_000, 1_000_000, 0)).toEqual({
      paidNow: 0,
      refundedNow: 0,
      balanceDue: 0,
    });
  });
});
