import type { FundEntry } from '@car-rental/domain/fund/fund-entry';
import { checkedAmount, checkKeptTotals } from '@car-rental/domain/money';
import { sql } from 'drizzle-orm';
import { type BuiltOnce, builtOnce, runText } from '../../db/built-once.ts';
import type { DbOrTx, Tx } from '../../db/create-db.ts';
import { fundTransactions } from '../../db/schema.ts';
import { checkWithAudit, type FinalCheck } from '../../lib/write.ts';

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
  const values: Record<string, unknown> = {
    carId: links.carId ?? null,
    rentalId: links.rentalId ?? null,
    saleId: links.saleId ?? null,
  };
  entries.forEach((entry, index) => {
    values[`createdAt${index}`] = new Date(at.getTime() + index);
    values[`type${index}`] = entry.type;
    values[`amount${index}`] = entry.amount;
    values[`description${index}`] = entry.description;
    values[`category${index}`] = entry.category;
    values[`supplierId${index}`] = entry.supplierId ?? null;
  });
  await entriesInsert(entries.length).run(tx, values);
  await checkFundTotals(tx);
}

/** the insert of an action's n entries, built once for each n (an action posts one to three) */
const entriesInserts = new Map<number, BuiltOnce<unknown, Record<string, unknown>>>();

function entriesInsert(count: number) {
  let built = entriesInserts.get(count);
  if (!built) {
    const row = (index: number) => ({
      createdAt: sql.placeholder(`createdAt${index}`),
      type: sql.placeholder(`type${index}`),
      amount: sql.placeholder(`amount${index}`),
      description: sql.placeholder(`description${index}`),
      category: sql.placeholder(`category${index}`),
      supplierId: sql.placeholder(`supplierId${index}`),
      carId: sql.placeholder('carId'),
      rentalId: sql.placeholder('rentalId'),
      saleId: sql.placeholder('saleId'),
      source: 'action' as const,
    });
    built = builtOnce((db) =>
      db.insert(fundTransactions).values(Array.from({ length: count }, (_, index) => row(index))),
    );
    entriesInserts.set(count, built);
  }
  return built;
}

/**
 * Issue 28 §3: after a fund entry's insert, in its transaction, the fund's kept totals (money
 * in and money out, summed over the shards of fund_category_totals that the insert's trigger
 * has just raised) are refused past MAX_TOTAL (409 total_too_large), rolling the whole write
 * back. Every figure of the fund (balance, revenue, charges) is a part of one total or a
 * difference of the two, so none can pass it; deleting an entry only lowers them. One query
 * on a few summary rows, read as text and compared exactly.
 */
export async function checkFundTotals(tx: DbOrTx): Promise<void> {
  // in a write, sent with its audit row (one trip less); elsewhere now
  if (checkWithAudit(tx, fundTotalsCheck)) return;
  fundTotalsCheck.verify(await runText(tx, fundTotalsCheck.text, []));
}

const fundTotalsCheck: FinalCheck = {
  text: 'select sum(amount)::text as total from fund_category_totals group by type',
  verify: (rows) => checkKeptTotals(rows.map((row) => row.total as string)),
};
