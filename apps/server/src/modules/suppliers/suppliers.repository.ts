import type { SupplierChoice, SupplierView } from '@car-rental/domain/contract/suppliers';
import { exactInteger } from '@car-rental/domain/money';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/create-db.ts';
import { cars, fundTransactions, suppliers, supplierTotals } from '../../db/schema.ts';
import { pageLimit } from '../../lib/sql.ts';

/**
 * supplierBalance() of packages/domain in SQL: opening balance, minus the purchase price of
 * every car bought from the supplier (soft-deleted ones too), plus supplier charges
 * (we paid them), minus supplier money (they paid us). The two sums are kept per supplier in
 * supplier_totals by the triggers of migration 0004, in the transaction of every write.
 */
const balance = sql<number>`(${suppliers.openingBalance}
  - coalesce(${supplierTotals.purchases}, 0) + coalesce(${supplierTotals.fundNet}, 0))::bigint`.mapWith(
  exactInteger,
);

/** hasRecords() as a column: no car (soft-deleted too) and no fund entry refers to it */
const deletable =
  sql<boolean>`not exists (select 1 from ${cars} where ${cars.supplierId} = ${suppliers.id})
  and not exists (select 1 from ${fundTransactions} where ${fundTransactions.supplierId} = ${suppliers.id})`.mapWith(
    Boolean,
  );

const supplierColumns = {
  id: suppliers.id,
  name: suppliers.name,
  contact: suppliers.contact,
  phone: suppliers.phone,
  email: suppliers.email,
  address: suppliers.address,
  openingBalance: suppliers.openingBalance,
  balance,
  archivedAt: suppliers.archivedAt,
  deletable,
};

type Row = { archivedAt: Date | null } & Omit<SupplierView, 'archivedAt'>;

const toView = (row: Row): SupplierView => ({
  ...row,
  archivedAt: row.archivedAt ? row.archivedAt.toISOString() : null,
});

/** how a supplier list sorts: by name, case-insensitive, then id */
const nameKey = sql<string>`lower(${suppliers.name})`;
const isArchived = isNotNull(suppliers.archivedAt);

/**
 * One page of the active or the archived suppliers by name, each with its balance, and how
 * many are archived, in one query; limit + 1 rows say whether a next page exists.
 */
export async function listSuppliersPage(
  db: DbOrTx,
  filter: { archived: boolean; after: { key: string; id: string } | undefined; limit: number },
): Promise<{ rows: (SupplierView & { nameKey: string })[]; archivedCount: number }> {
  const rows = await db
    .select({
      ...supplierColumns,
      nameKey,
      archivedCount: db.$count(suppliers, isArchived),
    })
    .from(suppliers)
    .leftJoin(supplierTotals, eq(supplierTotals.supplierId, suppliers.id))
    .where(
      and(
        filter.archived ? isArchived : isNull(suppliers.archivedAt),
        filter.after
          ? sql`(${nameKey}, ${suppliers.id}) > (${filter.after.key}, ${filter.after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(nameKey, suppliers.id)
    .limit(pageLimit(filter.limit + 1));
  // an empty page has no row to carry the count
  const archivedCount = rows[0]?.archivedCount ?? (await db.$count(suppliers, isArchived));
  return {
    rows: rows.map(({ archivedCount: _, ...row }) => ({ ...toView(row), nameKey: row.nameKey })),
    archivedCount,
  };
}

/** every supplier's id and name by name, archived ones marked: what the selects offer */
export async function listSupplierChoices(db: DbOrTx): Promise<SupplierChoice[]> {
  return db
    .select({
      id: suppliers.id,
      name: suppliers.name,
      archived: sql<boolean>`${suppliers.archivedAt} is not null`.mapWith(Boolean),
    })
    .from(suppliers)
    .orderBy(nameKey, suppliers.id);
}

export async function findSupplier(db: DbOrTx, id: string): Promise<SupplierView | undefined> {
  const [row] = await db
    .select(supplierColumns)
    .from(suppliers)
    .leftJoin(supplierTotals, eq(supplierTotals.supplierId, suppliers.id))
    .where(eq(suppliers.id, id));
  return row && toView(row);
}

/** sets or clears archived_at; archiving an archived supplier keeps its first date */
export async function setArchived(db: DbOrTx, id: string, at: Date | null): Promise<void> {
  await db
    .update(suppliers)
    .set({
      archivedAt:
        at === null
          ? null
          : sql`coalesce(${suppliers.archivedAt}, ${at.toISOString()}::timestamptz)`,
    })
    .where(eq(suppliers.id, id));
}

export interface SupplierValues {
  name: string;
  contact: string | null;
  phone: string | null;
  email: string | null;
  address: string | null;
  openingBalance: number;
}

export async function insertSupplier(db: DbOrTx, values: SupplierValues): Promise<string> {
  const [row] = await db.insert(suppliers).values(values).returning({ id: suppliers.id });
  if (!row) throw new Error('supplier insert returned nothing');
  return row.id;
}

/** updates the given fields; false when there is no such supplier */
export async function updateSupplier(
  db: DbOrTx,
  id: string,
  values: Partial<SupplierValues>,
): Promise<boolean> {
  const rows = await db
    .update(suppliers)
    .set(values)
    .where(eq(suppliers.id, id))
    .returning({ id: suppliers.id });
  return rows.length > 0;
}

/**
 * Locks the supplier row (SELECT ... FOR UPDATE) so no car or fund entry can start
 * referring to it until the transaction ends; false when there is no such supplier.
 */
export async function lockSupplier(db: DbOrTx, id: string): Promise<boolean> {
  const rows = await db
    .select({ id: suppliers.id })
    .from(suppliers)
    .where(eq(suppliers.id, id))
    .for('update');
  return rows.length > 0;
}

/** whether any car (soft-deleted too) or fund entry refers to the supplier */
export async function hasRecords(db: DbOrTx, id: string): Promise<boolean> {
  const [car] = await db.select({ id: cars.id }).from(cars).where(eq(cars.supplierId, id)).limit(1);
  if (car) return true;
  const [entry] = await db
    .select({ id: fundTransactions.id })
    .from(fundTransactions)
    .where(eq(fundTransactions.supplierId, id))
    .limit(1);
  return entry !== undefined;
}

export async function deleteSupplier(db: DbOrTx, id: string): Promise<void> {
  await db.delete(suppliers).where(eq(suppliers.id, id));
}
