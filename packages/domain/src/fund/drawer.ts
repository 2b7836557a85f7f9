import { fieldRefusal } from '../errors.ts';
import type { Centimes } from '../money.ts';
import type { FundEntry, FundTransactionType } from './fund-entry.ts';
import { type PaymentMethod, paymentMethods } from './payment.ts';

/**
 * Issue 31 §2-§3: a drawer is one staff member's money of one business day. Every entry is
 * booked to the drawer of whoever took it; the evening count closes it.
 */

/** the Algerian dinar's notes and coins, largest first (DA) */
export const DENOMINATIONS = [2000, 1000, 500, 200, 100, 50, 20, 10, 5] as const;

export const CASH_DIFFERENCE_CATEGORY = 'cash_difference';

export interface DrawerMovement {
  method: PaymentMethod;
  type: FundTransactionType;
  amount: Centimes;
}

export interface MethodTotal {
  method: PaymentMethod;
  moneyIn: Centimes;
  moneyOut: Centimes;
  count: number;
}

/** the day's entries summed by method, every method listed (zero when unused) */
export function methodTotals(entries: readonly DrawerMovement[]): MethodTotal[] {
  return paymentMethods.map((method) => {
    let moneyIn = 0;
    let moneyOut = 0;
    let count = 0;
    for (const entry of entries) {
      if (entry.method !== method) continue;
      count += 1;
      if (entry.type === 'add_money') moneyIn += entry.amount;
      else moneyOut += entry.amount;
    }
    return { method, moneyIn, moneyOut, count };
  });
}

/** the cash the drawer should hold: the opening float plus cash in, minus cash out */
export function expectedCash(openingFloat: Centimes, entries: readonly DrawerMovement[]): Centimes {
  const cash = methodTotals(entries).find((total) => total.method === 'cash');
  return openingFloat + (cash?.moneyIn ?? 0) - (cash?.moneyOut ?? 0);
}

export interface DenominationCount {
  /** a note or coin, in DA */
  value: number;
  count: number;
}

export interface CloseCount {
  countedCash: Centimes;
  denominations?: readonly DenominationCount[] | undefined;
  /** the cheques found in the drawer (the screen lists the day's) */
  chequesCounted?: number | undefined;
  /** cash taken out of the drawer at the close (to the safe or the owner) */
  handedOver?: Centimes | undefined;
  reason?: string | undefined;
}

export interface CloseOutcome {
  difference: Centimes;
  /** what the next day's drawer opens with: the count less what was handed over */
  nextFloat: Centimes;
  /** the fund entry of a difference ("Cash difference"), so the balance stays true */
  differenceEntry: FundEntry | null;
}

export const DRAWER_CLOSED = 'details.drawerClosed';

/**
 * The close of a drawer that expects `expected` cash and `chequesExpected` cheques: the
 * difference with the count, refused without a reason when the cash or the cheques differ,
 * refused when the notes counted do not add up to the cash counted.
 */
export function closeDrawer(
  expected: Centimes,
  chequesExpected: number,
  count: CloseCount,
): CloseOutcome {
  const reason = count.reason?.trim() ?? '';
  if (count.denominations && count.denominations.length > 0) {
    const total = count.denominations.reduce((sum, note) => sum + note.value * note.count * 100, 0);
    if (total !== count.countedCash) {
      throw fieldRefusal('validation_failed', 'countedCash', 'fields.denominationsDiffer');
    }
  }
  const handedOver = count.handedOver ?? 0;
  if (handedOver > count.countedCash) {
    throw fieldRefusal('validation_failed', 'handedOver', 'fields.handedOverTooLarge');
  }
  const difference = count.countedCash - expected;
  const chequesDiffer =
    count.chequesCounted !== undefined && count.chequesCounted !== chequesExpected;
  if ((difference !== 0 || chequesDiffer) && reason === '') {
    throw fieldRefusal('validation_failed', 'reason', 'fields.closeReasonRequired');
  }
  const differenceEntry: FundEntry | null =
    difference === 0
      ? null
      : {
          type: difference > 0 ? 'add_money' : 'add_charge',
          amount: Math.abs(difference),
          description: `Cash difference: ${reason}`,
          category: CASH_DIFFERENCE_CATEGORY,
        };
  return { difference, nextFloat: count.countedCash - handedOver, differenceEntry };
}
