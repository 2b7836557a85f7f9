import type { FundEntry } from '@car-rental/domain/fund/fund-entry';
import { checkedAmount } from '@car-rental/domain/money';
import type { Tx } from '../../db/create-db.ts';
import { fundTransactions } from '../../db/schema.ts';

export interface FundEntryLinks {
  carId?: string | null;
  rentalId?: string | null;
  saleId?: string | null;
}

/**
 * Posts the fund entries an action caused, inside that action's transaction. The entries of
 * one action are a millisecond apart, in the order the rule gives them, so that every list
 * shows them in one order (a return's payment, then its deposit refund and what was kept).
 * An entry past the business maximum (MAX_AMOUNT) is refused here as the last word (400,
 * before the insert): the action's whole transaction is rolled back with it.
 */
export async function postFundEntries(
  tx: Tx,
  entries: readonly FundEntry[],
  at: Date,
  links: FundEntryLinks = {},
): Promise<void> {
  if (entries.length === 0) return;
  for (const entry of entries) checkedAmount(entry.amount, 'amount');
  await tx.insert(fundTransactions).values(
    entries.map((entry, index) => ({
      createdAt: new Date(at.getTime() + index),
      type: entry.type,
      amount: entry.amount,
      description: entry.description,
      category: entry.category,
      supplierId: entry.supplierId ?? null,
      carId: links.carId ?? null,
      rentalId: links.rentalId ?? null,
      saleId: links.saleId ?? null,
      source: 'action' as const,
    })),
  );
}
