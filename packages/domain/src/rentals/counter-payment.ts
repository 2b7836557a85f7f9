import type { Centimes } from '../money.ts';

/** what changes hands at the counter when a car is returned */
export interface CounterPayment {
  /** the customer pays this now, in cash into the till */
  paidNow: Centimes;
  /** the till gives this back now (an advance that covered more than was used) */
  refundedNow: Centimes;
  /** what is still owed once this is paid: the return settles the rental in full */
  balanceDue: Centimes;
}

/**
 * At the return (issue 28 §17): the final total less the advance paid at booking and the
 * part of a cash deposit kept against it is paid now, or given back when negative. The
 * return books exactly this in the fund (returnCar's rental entry less the deposit kept), so
 * the balance left is the total less everything counted, 0.
 */
export function counterPayment(
  finalTotal: Centimes,
  advancePaid: Centimes,
  keptFromDeposit: Centimes,
): CounterPayment {
  const left = finalTotal - advancePaid - keptFromDeposit;
  const paidNow = Math.max(0, left);
  const refundedNow = Math.max(0, -left);
  return {
    paidNow,
    refundedNow,
    balanceDue: finalTotal - (advancePaid - refundedNow) - keptFromDeposit - paidNow,
  };
}
