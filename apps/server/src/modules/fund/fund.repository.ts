import type { FundTransaction } from '@car-rental/domain/contract/fund';
import { bookedBy } from '@car-rental/domain/fund/booked-by';
import { type FundFigures, fundFigures } from '@car-rental/domain/fund/money-figures';
import type { BenefitParts } from '@car-rental/domain/fund/total-benefit';
import { desc, eq, type SQL, sql } from 'drizzle-orm';
import { builtOnce } from '../../db/built-once.ts';
import type { DbOrTx } from '../../db/create-db.ts';
import { fundCategoryTotals, fundTransactions, summaryTotals, suppliers } from '../../db/schema.ts';
import { decodeTimeCursor, TIME_KEY_FORMAT, toPage } from '../../lib/keyset-cursor.ts';
import { pageLimit, summed } from '../../lib/sql.ts';
import { checkFundTotals } from './fund-entries.repository.ts';
import type { Till } from './till.ts';

/**
 * The fund's money figures (issue 28 §10): its entries summed per type and category (kept by
 * the triggers of migration 0016 in the transaction of every fund entry, a few rows), counted
 * by the domain's one definition of each figure (fundFigures)
 */
export async function readFundFigures(db: DbOrTx): Promise<FundFigures> {
  const sums = await db
    .select({
      type: fundCategoryTotals.type,
      category: fundCategoryTotals.category,
      amount: summed(fundCategoryTotals.amount),
    })
    .from(fundCategoryTotals)
    .groupBy(fundCategoryTotals.type, fundCategoryTotals.category);
  return fundFigures(sums);
}

const timeKey = sql<string>`to_char(${fundTransactions.createdAt} at time zone 'UTC', ${sql.raw(`'${TIME_KEY_FORMAT}'`)})`;

/** an entry's columns as the list shows it, its supplier's name given by `supplierName` */
const transactionFields = (supplierName: typeof suppliers.name | SQL<string | null>) => ({
  id: fundTransactions.id,
  createdAt: fundTransactions.createdAt,
  type: fundTransactions.type,
  amount: fundTransactions.amount,
  description: fundTransactions.description,
  category: fundTransactions.category,
  supplierId: fundTransactions.supplierId,
  supplierName,
  source: fundTransactions.source,
  rentalId: fundTransactions.rentalId,
  saleId: fundTransactions.saleId,
  method: fundTransactions.method,
  chequeNumber: fundTransactions.chequeNumber,
  chequeBank: fundTransactions.chequeBank,
  userId: fundTransactions.userId,
  // qualified by the table's name: in an insert's RETURNING, drizzle writes bare column names
  userName: sql<
    string | null
  >`(select u.display_name from users u where u.id = fund_transactions.user_id)`,
  drawerDay: fundTransactions.drawerDay,
  drawerClosed: sql<boolean>`coalesce((select d.status = 'closed' from drawers d
    where d.user_id = fund_transactions.user_id and d.day = fund_transactions.drawer_day), false)`,
  correctsId: fundTransactions.correctsId,
  key: timeKey,
});

function transactionQuery(db: DbOrTx) {
  return db
    .select(transactionFields(suppliers.name))
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
    method: row.method,
    chequeNumber: row.chequeNumber,
    chequeBank: row.chequeBank,
    userId: row.userId,
    userName: row.userName,
    drawerDay: row.drawerDay,
    drawerClosed: row.drawerClosed,
    correctsId: row.correctsId,
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

/** the two sums Total Benefit combines (see packages/domain/src/fund/total-benefit.ts) */
export async function benefitParts(db: DbOrTx): Promise<BenefitParts> {
  const [row] = await db
    .select({ saleProfit: summed(summaryTotals.saleProfitTotal) })
    .from(summaryTotals);
  const { rentalRevenue } = await readFundFigures(db);
  return { saleProfit: row?.saleProfit ?? 0, rentalRevenue };
}

/** the insert of a manual entry, built once, answering the entry as the list shows it */
const manualEntryInsert = builtOnce<
  Row[],
  {
    createdAt: Date;
    type: string;
    amount: number;
    description: string;
    category: string;
    supplierId: string | null;
    method: string;
    chequeNumber: string | null;
    chequeBank: string | null;
    userId: string | null;
    drawerDay: string | null;
    correctsId: string | null;
  }
>((db) =>
  db
    .insert(fundTransactions)
    .values({
      createdAt: sql.placeholder('createdAt'),
      type: sql.placeholder('type'),
      amount: sql.placeholder('amount'),
      description: sql.placeholder('description'),
      category: sql.placeholder('category'),
      supplierId: sql.placeholder('supplierId'),
      method: sql.placeholder('method'),
      chequeNumber: sql.placeholder('chequeNumber'),
      chequeBank: sql.placeholder('chequeBank'),
      userId: sql.placeholder('userId'),
      drawerDay: sql.placeholder('drawerDay'),
      correctsId: sql.placeholder('correctsId'),
      source: 'manual',
    })
    .returning(
      transactionFields(
        sql<
          string | null
        >`(select ${suppliers.name} from ${suppliers} where ${suppliers.id} = ${fundTransactions.supplierId})`,
      ),
    ),
);

/** a manual entry of the Fund screen; answers it as the list shows it (no read back) */
export async function insertManualEntry(
  tx: DbOrTx,
  entry: Pick<
    typeof fundTransactions.$inferInsert,
    'createdAt' | 'type' | 'amount' | 'description' | 'category' | 'supplierId' | 'correctsId'
  >,
  till: Till,
): Promise<FundTransaction> {
  const [row] = await manualEntryInsert.run(tx, {
    method: till.payment.method,
    chequeNumber: till.payment.chequeNumber,
    chequeBank: till.payment.chequeBank,
    userId: till.userId,
    drawerDay: till.day,
    correctsId: entry.correctsId ?? null,
    createdAt: entry.createdAt ?? new Date(),
    type: entry.type,
    amount: entry.amount,
    description: entry.description,
    category: entry.category,
    supplierId: entry.supplierId ?? null,
  });
  if (!row) throw new Error('fund entry insert returned nothing');
  await checkFundTotals(tx);
  return toTransaction(row);
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
