import type {
  SupplierChoice,
  SupplierPage,
  SupplierView,
} from '@car-rental/domain/contract/suppliers';
import { eq, sql } from 'drizzle-orm';
import { variants } from '../../db/built-once.ts';
import type { DbOrTx } from '../../db/create-db.ts';
import { cars, fundTransactions, suppliers } from '../../db/schema.ts';
import { run, statement } from '../../db/statement.ts';
import { type PageRow, pageColumns, pageText } from '../../lib/json-page.ts';
import { JsonText } from '../../lib/json-text.ts';
import { isoTime } from '../cars/car-json.ts';

/**
 * A supplier as the contract's SupplierView, written by the database (issue 30 §2); aliases:
 * s suppliers, t its supplier_totals. `balance` is supplierBalance() of packages/domain in
 * SQL: opening balance, minus the purchase price of every car bought from the supplier
 * (soft-deleted ones too), plus supplier charges (we paid them), minus supplier money (they
 * paid us); the two sums are kept per supplier in supplier_totals by the triggers of migration
 * 0004, in the transaction of every write. `deletable` is hasRecords() negated: no car
 * (soft-deleted too) and no fund entry refers to it.
 */
const supplierJson = `json_build_object(
  'id', s.id, 'name', s.name, 'contact', s.contact, 'phone', s.phone, 'email', s.email,
  'address', s.address, 'openingBalance', s.opening_balance,
  'balance', (s.opening_balance - coalesce(t.purchases, 0) + coalesce(t.fund_net, 0))::bigint,
  'archivedAt', case when s.archived_at is null then null else ${isoTime('s.archived_at')} end,
  'deletable', not exists (select 1 from cars where cars.supplier_id = s.id)
    and not exists (select 1 from fund_transactions f where f.supplier_id = s.id))`;

const supplierJoins = 'suppliers s left join supplier_totals t on t.supplier_id = s.id';

/**
 * One page of the active or the archived suppliers by name (case-insensitive, then id), each
 * with its balance, and how many are archived, in one statement per variant (archived or
 * not, first or later page, page size).
 */
const suppliersPage = variants((key: string) => {
  const [archived, page, size] = key.split(':');
  const where = [archived === 'true' ? 's.archived_at is not null' : 's.archived_at is null'];
  if (page === 'next') where.push('(lower(s.name), s.id) > ($1::text, $2::uuid)');
  const limit = Number(size);
  return statement<
    PageRow & { archived: number }
  >(`select ${pageColumns('p.key_text, p.id', limit)},
  (select count(*)::int from suppliers where archived_at is not null) as archived
from (
  select ${supplierJson} as item, to_json(lower(s.name)) as key, lower(s.name) as key_text, s.id
  from ${supplierJoins}
  where ${where.join(' and ')}
  order by lower(s.name), s.id
  limit ${limit + 1}
) p`);
});

export async function listSuppliersPage(
  db: DbOrTx,
  filter: { archived: boolean; after: { key: string; id: string } | undefined; limit: number },
): Promise<JsonText<SupplierPage>> {
  const variant = `${filter.archived}:${filter.after ? 'next' : 'first'}:${filter.limit}`;
  const params = filter.after ? [filter.after.key, filter.after.id] : [];
  const [row] = await run(db, suppliersPage(variant), params);
  if (!row) throw new Error('a page statement answered no row');
  return new JsonText(pageText(row, `,"archivedCount":${row.archived}`));
}

/** every supplier's id and name by name, archived ones marked: what the selects offer */
const supplierChoices = statement<{ items: string }>(`select coalesce(json_agg(json_build_object(
  'id', id, 'name', name, 'archived', archived_at is not null) order by lower(name), id), '[]')::text as items
from suppliers`);

export async function listSupplierChoices(
  db: DbOrTx,
): Promise<JsonText<{ items: SupplierChoice[] }>> {
  const [row] = await run(db, supplierChoices, []);
  return new JsonText(`{"items":${row?.items ?? '[]'}}`);
}

const oneSupplier = statement<{ item: SupplierView }>(
  `select ${supplierJson} as item from ${supplierJoins} where s.id = $1::uuid`,
);

export async function findSupplier(db: DbOrTx, id: string): Promise<SupplierView | undefined> {
  const [row] = await run(db, oneSupplier, [id]);
  return row?.item;
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
