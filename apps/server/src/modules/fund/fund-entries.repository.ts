import type { FundEntry } from '@car-rental/domain/fund/fund-entry';
import { storedPayment } from '@car-rental/domain/fund/payment';
import { checkedAmount, MAX_TOTAL } from '@car-rental/domain/money';
import { runText } from '../../db/built-once.ts';
import type { DbOrTx, Tx } from '../../db/create-db.ts';
import { checkWithAudit, type FinalCheck, writeWithAudit } from '../../lib/write.ts';
import type { Till } from './till.ts';

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
 * before the insert): the action's whole transaction is rolled back with it. Answers the
 * entries' ids in their order (none when sent `withAudit`: they are written with the audit row).
 */
export async function postFundEntries(
  tx: Tx,
  entries: readonly FundEntry[],
  at: Date,
  till: Till,
  links: FundEntryLinks = {},
  { withAudit = false } = {},
): Promise<string[]> {
  if (entries.length === 0) return [];
  for (const entry of entries) checkedAmount(entry.amount, 'amount');
  const params = entries.flatMap((entry, index) => {
    // an entry may say how it went (a deposit given back as it was taken); else the action's
    const payment = entry.payment ? storedPayment(entry.payment) : till.payment;
    return [
      new Date(at.getTime() + index).toISOString(),
      entry.type,
      entry.amount,
      entry.description,
      entry.category,
      entry.supplierId ?? null,
      links.carId ?? null,
      links.rentalId ?? null,
      links.saleId ?? null,
      payment.method,
      payment.chequeNumber,
      payment.chequeBank,
      till.userId,
      till.day,
    ];
  });
  // `withAudit` when nothing after them in the action reads the fund: the entries, the audit
  // row and the kept-totals check (the totals before them plus them) in one statement
  const sent = withAudit
    ? await writeWithAudit(tx, entriesInsert(entries.length), params)
    : undefined;
  if (sent) {
    const names = [...(sentEntries.get(tx) ?? []), sent];
    sentEntries.set(tx, names);
    checkWithAudit(tx, totalsCheckWith(names));
    return [];
  }
  const rows = await runText<{ id: string }>(tx, entriesInsert(entries.length), params);
  await checkFundTotals(tx);
  return rows.map((row) => row.id);
}

/** the names of the entries' inserts a write sends with its audit row (writeWithAudit) */
const sentEntries = new WeakMap<DbOrTx, string[]>();

/** the insert of an action's n entries, a constant text for each n (an action posts one to three) */
const entriesInserts = new Map<number, string>();

function entriesInsert(count: number): string {
  let text = entriesInserts.get(count);
  if (!text) {
    const row = (index: number) => {
      const p = (n: number) => `$${index * 14 + n}`;
      const values = Array.from({ length: 14 }, (_, n) => p(n + 1));
      return `(${values.join(', ')}, 'action')`;
    };
    text = `insert into fund_transactions (created_at, type, amount, description, category,
      supplier_id, car_id, rental_id, sale_id, method, cheque_number, cheque_bank, user_id,
      drawer_day, source)
    values ${Array.from({ length: count }, (_, index) => row(index)).join(', ')}
    returning id, type, amount`;
    entriesInserts.set(count, text);
  }
  return text;
}

/**
 * The kept-totals check sent in the same statement as the entries' inserts `names`: the totals
 * as that statement finds them (its triggers run after it) plus those entries, by type. A
 * write's statement reads the same rows as a statement after it would: the ones its earlier
 * statements wrote and the ones committed before it.
 */
function totalsCheckWith(names: string[]): FinalCheck {
  const entries = names.map((name) => ` union all select type, amount from ${name}`).join('');
  return {
    text: `select ${totalWithin} as total from (select type, amount from fund_category_totals${entries}) x group by type`,
    alone: fundTotalsCheck.text,
  };
}

/**
 * Issue 28 §3: after a fund entry's insert, in its transaction, the fund's kept totals (money
 * in and money out, summed over the shards of fund_category_totals that the insert's trigger
 * has just raised) are refused past MAX_TOTAL (409 total_too_large), rolling the whole write
 * back. Every figure of the fund (balance, revenue, charges) is a part of one total or a
 * difference of the two, so none can pass it; deleting an entry only lowers them. One query
 * on a few summary rows, compared exactly in numeric by the database (fund_total_within,
 * migration 0029: SQLSTATE TT001), so that the check needs no answer read before the commit.
 */
export async function checkFundTotals(tx: DbOrTx): Promise<void> {
  // in a write, sent with its audit row (one trip less); elsewhere now
  if (checkWithAudit(tx, fundTotalsCheck)) return;
  await runText(tx, fundTotalsCheck.text, []);
}

/** each total, refused past MAX_TOTAL either way (a literal: the check's text has no parameters) */
const totalWithin = `fund_total_within(sum(amount), ${BigInt(MAX_TOTAL)})`;

const fundTotalsCheck: FinalCheck = {
  text: `select ${totalWithin} as total from fund_category_totals group by type`,
};
