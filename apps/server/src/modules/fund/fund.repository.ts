import type { FundSummary, FundTransaction } from '@car-rental/domain/contract/fund';
import { bookedBy } from '@car-rental/domain/fund/booked-by';
import type { BenefitParts } from '@car-rental/domain/fund/total-benefit';
import { desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/create-db.ts';
import { fundTransactions, summaryTotals, suppliers } from '../../db/schema.ts';
import { decodeTimeCursor, TIME_KEY_FORMAT, toPage } from '../../lib/keyset-cursor.ts';
import { pageLimit, summed } from '../../lib/sql.ts';

/**
 * the Fund cards: balance, total charges and count from summary_totals (kept by the triggers
 * of migration 0004 in the transaction of every fund entry), the last update by index
 */
export async function fundSummary(db: DbOrTx): Promise<FundSummary> {
  const [row] = await db
    .select({
      currentBalance: summed(summaryTotals.fundBalance),
      totalCharges: summed(summaryTotals.fundCharges),
      transactionCount: summed(summaryTotals.fundCount),
    })
    .from(summaryTotals);
  const [last] = await db
    .select({ at: fundTransactions.createdAt })
    .from(fundTransactions)
    .orderBy(desc(fundTransactions.createdAt))
    .limit(1);
  return {
    currentBalance: row?.currentBalance ?? 0,
    totalCharges: row?.totalCharges ?? 0,
    lastUpdated: last ? last.at.toISOString() : null,
    transactionCount: row?.transactionCount ?? 0,
  };
}

const timeKey = sql<string>`to_char(${fundTransactions.createdAt} at time zone 'UTC', ${sql.raw(`'${TIME_KEY_FORMAT}'`)})`;

function transactionQuery(db: DbOrTx) {
  return db
    .select({
      id: fundTransactions.id,
      createdAt: fundTransactions.createdAt,
      type: fundTransactions.type,
      amount: fundTransactions.amount,
      description: fundTransactions.description,
      category: fundTransactions.category,
      supplierId: fundTransactions.supplierId,
      supplierName: suppliers.name,
      source: fundTransactions.source,
      rentalId: fundTransactions.rentalId,
      saleId: fundTransactions.saleId,
      key: timeKey,
    })
    .from(fundTransactions)
    .leftJoin(suppliers, eq(suppliers.id, fundTransactions.supplierId))
    .$dynamic();
}

type Row = Awaited<ReturnType<ReturnType<typeof transactionQuery>['execute']>>[number];

function toTransaction(row: Row): FundTransaction {
  return {
    id: row.id,
    timestamp: row.createdAt.toISOString(),
    type: row.type,
    amount: row.amount,
    description: row.description,
    category: row.category,
    supplierId: row.supplierId,
    supplierName: row.supplierName,
    source: row.source,
    bookedBy: bookedBy(row),
  };
}

/** the transaction list, newest first, keyset on (created_at, id) */
export async function listFundTransactions(
  db: DbOrTx,
  query: { cursor?: string | undefined; limit: number },
): Promise<{ items: FundTransaction[]; nextCursor: string | null }> {
  const after = decodeTimeCursor(query.cursor);
  const rows = await transactionQuery(db)
    .where(
      after
        ? sql`(${fundTransactions.createdAt}, ${fundTransactions.id}) < (${after.key}::timestamptz, ${after.id}::uuid)`
        : undefined,
    )
    .orderBy(desc(fundTransactions.createdAt), desc(fundTransactions.id))
    .limit(pageLimit(query.limit + 1));
  return toPage(rows, query.limit, toTransaction, (row) => ({ key: row.key, id: row.id }));
}

export async function findFundTransaction(
  db: DbOrTx,
  id: string,
): Promise<FundTransaction | undefined> {
  const [row] = await transactionQuery(db).where(eq(fundTransactions.id, id)).limit(1);
  return row && toTransaction(row);
}

/** the three sums Total Benefit combines (see packages/domain/src/fund/total-benefit.ts) */
export async function benefitParts(db: DbOrTx): Promise<BenefitParts> {
  const [row] = await db
    .select({
      saleProfit: summed(summaryTotals.saleProfitTotal),
      rentalIn: summed(summaryTotals.fundRentalIn),
      rentalOut: summed(summaryTotals.fundRentalOut),
    })
    .from(summaryTotals);
  return {
    saleProfit: row?.saleProfit ?? 0,
    rentalIn: row?.rentalIn ?? 0,
    rentalOut: row?.rentalOut ?? 0,
  };
}

/** a manual entry of the Fund screen; answers its id */
export async function insertManualEntry(
  tx: DbOrTx,
  entry: Omit<typeof fundTransactions.$inferInsert, 'source'>,
): Promise<string> {
  const [row] = await tx
    .insert(fundTransactions)
    .values({ ...entry, source: 'manual' })
    .returning({ id: fundTransactions.id });
  if (!row) throw new Error('fund entry insert returned nothing');
  return row.id;
}

/** where an entry comes from, locked for its deletion; undefined when it does not exist */
export async function lockFundEntrySource(
  tx: DbOrTx,
  id: string,
): Promise<{ source: 'manual' | 'action' } | undefined> {
  const [row] = await tx
    .select({ source: fundTransactions.source })
    .from(fundTransactions)
    .where(eq(fundTransactions.id, id))
    .for('update');
  return row;
}

export async function deleteFundEntry(tx: DbOrTx, id: string): Promise<void> {
  await tx.delete(fundTransactions).where(eq(fundTransactions.id, id));
}
