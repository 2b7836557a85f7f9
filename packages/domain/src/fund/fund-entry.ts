import type { Centimes } from '../money.ts';
import type { Payment } from './payment.ts';

export type FundTransactionType = 'add_money' | 'add_charge';

/** A fund entry that an action asks to post, in the same transaction as the action. */
export interface FundEntry {
  type: FundTransactionType;
  amount: Centimes;
  description: string;
  category: string;
  supplierId?: string | null;
  /** how it was paid, when not as the action's payment says (a deposit given back as taken) */
  payment?: Payment | undefined;
}

/** add_money raises the balance, add_charge lowers it */
export function signedAmount(entry: Pick<FundEntry, 'type' | 'amount'>): Centimes {
  return entry.type === 'add_money' ? entry.amount : -entry.amount;
}

export function balanceOf(entries: readonly Pick<FundEntry, 'type' | 'amount'>[]): Centimes {
  let balance = 0;
  for (const entry of entries) balance += signedAmount(entry);
  return balance;
}
