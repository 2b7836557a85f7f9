import type { DrawerClose, DrawerMonth } from '@car-rental/domain/contract/drawers';
import type { FundTransaction } from '@car-rental/domain/contract/fund';
import type { DrawerMethodRow } from '@car-rental/domain/exports/drawer-tables';
import type { DenominationCount } from '@car-rental/domain/fund/drawer';
import { paymentMethods } from '@car-rental/domain/fund/payment';
import type { DbOrTx } from '../../db/create-db.ts';
import { run, statement } from '../../db/statement.ts';
import { fundItemFrom, fundItemJson } from '../fund/fund-lists.repository.ts';
import { monthMethodRows } from './drawer-exports.repository.ts';

/**
 * Issue 31: the drawers (one staff member's money of one business day) and their entries.
 * Constant SQL texts; a drawer is keyed by (user_id, day).
 */

export interface DrawerRow {
  status: 'open' | 'closed';
  close: DrawerClose | null;
  lastReopen: { reopenedByName: string; reopenedAt: string; reason: string } | null;
}

const drawerStatement = statement<{
  status: 'open' | 'closed';
  openingFloat: string | null;
  expectedCash: string | null;
  countedCash: string | null;
  difference: string | null;
  handedOver: string | null;
  chequesExpected: number | null;
  chequesCounted: number | null;
  denominations: DenominationCount[] | null;
  reason: string | null;
  differenceEntryId: string | null;
  closedById: string | null;
  closedByName: string | null;
  closedAt: Date | null;
  reopenedByName: string | null;
  reopenedAt: Date | null;
  reopenReason: string | null;
}>(
  `select d.status, d.opening_float::text as "openingFloat", d.expected_cash::text as "expectedCash",
    d.counted_cash::text as "countedCash", d.difference::text as difference,
    d.handed_over::text as "handedOver", d.cheques_expected as "chequesExpected",
    d.cheques_counted as "chequesCounted", d.denominations, d.reason,
    d.difference_entry_id as "differenceEntryId", d.closed_by as "closedById",
    c.display_name as "closedByName", d.closed_at as "closedAt",
    r.display_name as "reopenedByName", d.reopened_at as "reopenedAt",
    d.reopen_reason as "reopenReason"
  from drawers d left join users c on c.id = d.closed_by left join users r on r.id = d.reopened_by
  where d.user_id = $1 and d.day = $2`,
);

/** a drawer's state, its close and its last reopening; undefined before its first entry */
export async function findDrawer(
  db: DbOrTx,
  userId: string,
  day: string,
): Promise<DrawerRow | undefined> {
  const [row] = await run(db, drawerStatement, [userId, day]);
  if (!row) return undefined;
  const close: DrawerClose | null =
    row.status === 'closed' && row.closedAt && row.closedById
      ? {
          openingFloat: Number(row.openingFloat ?? 0),
          expectedCash: Number(row.expectedCash ?? 0),
          countedCash: Number(row.countedCash ?? 0),
          difference: Number(row.difference ?? 0),
          handedOver: Number(row.handedOver ?? 0),
          nextFloat: Number(row.countedCash ?? 0) - Number(row.handedOver ?? 0),
          chequesExpected: row.chequesExpected ?? 0,
          chequesCounted: row.chequesCounted,
          denominations: row.denominations ?? [],
          reason: row.reason,
          differenceEntryId: row.differenceEntryId,
          closedById: row.closedById,
          closedByName: row.closedByName ?? '',
          closedAt: row.closedAt.toISOString(),
        }
      : null;
  const lastReopen =
    row.reopenedAt && row.reopenReason
      ? {
          reopenedByName: row.reopenedByName ?? '',
          reopenedAt: row.reopenedAt.toISOString(),
          reason: row.reopenReason,
        }
      : null;
  return { status: row.status, close, lastReopen };
}

const entriesStatement = statement<{ items: FundTransaction[] | null }>(
  `select json_agg(${fundItemJson} order by f.created_at, f.id) as items
  from ${fundItemFrom} where f.drawer_day = $2 and f.user_id = $1`,
);

/** the drawer's entries, oldest first */
export async function drawerEntries(
  db: DbOrTx,
  userId: string,
  day: string,
): Promise<FundTransaction[]> {
  const [row] = await run(db, entriesStatement, [userId, day]);
  return row?.items ?? [];
}

const openingFloatStatement = statement<{ float: string }>(
  `select (counted_cash - coalesce(handed_over, 0))::text as float from drawers
  where user_id = $1 and day < $2 and status = 'closed' order by day desc limit 1`,
);

/** what the person's last close before `day` left in the drawer (0 before any close) */
export async function openingFloat(db: DbOrTx, userId: string, day: string): Promise<number> {
  const [row] = await run(db, openingFloatStatement, [userId, day]);
  return row ? Number(row.float) : 0;
}

const depositsStatement = statement<{ cash: string; cheque: string }>(
  `select coalesce(sum(deposit_amount) filter (where deposit_method = 'cash'), 0)::text as cash,
    coalesce(sum(deposit_amount) filter (where deposit_method = 'cheque'), 0)::text as cheque
  from rentals where deposit_taken_at is not null and deposit_settled_at is null`,
);

/** the deposits the agency holds now (taken at a check-out, not yet settled), cash and cheques */
export async function depositsHeld(db: DbOrTx): Promise<{ cash: number; cheque: number }> {
  const [row] = await run(db, depositsStatement, []);
  return { cash: Number(row?.cash ?? 0), cheque: Number(row?.cheque ?? 0) };
}

const userStatement = statement<{ name: string }>(
  'select display_name as name from users where id = $1',
);

export async function staffName(db: DbOrTx, userId: string): Promise<string | undefined> {
  const [row] = await run(db, userStatement, [userId]);
  return row?.name;
}

const makeStatement = statement<Record<string, never>>(
  'insert into drawers (user_id, day) values ($1, $2) on conflict do nothing',
);
const lockStatement = statement<{ status: 'open' | 'closed'; differenceEntryId: string | null }>(
  `select status, difference_entry_id as "differenceEntryId" from drawers
  where user_id = $1 and day = $2 for update`,
);

/**
 * The drawer locked for its close or reopening (made if it took nothing yet). An entry booked
 * to it meanwhile waits for this transaction (the fund_drawer_guard trigger holds it FOR
 * SHARE), or has committed already and is read by the statements after this one.
 */
export async function lockDrawer(
  db: DbOrTx,
  userId: string,
  day: string,
): Promise<{ status: 'open' | 'closed'; differenceEntryId: string | null }> {
  await run(db, makeStatement, [userId, day]);
  const [row] = await run(db, lockStatement, [userId, day]);
  if (!row) throw new Error('the drawer was not made');
  return row;
}

const closeStatement = statement<Record<string, never>>(
  `update drawers set status = 'closed', opening_float = $3, expected_cash = $4,
    counted_cash = $5, difference = $6, handed_over = $7, cheques_expected = $8,
    cheques_counted = $9, denominations = $10, reason = $11, difference_entry_id = $12,
    closed_by = $13, closed_at = $14
  where user_id = $1 and day = $2`,
);

export async function saveClose(
  db: DbOrTx,
  userId: string,
  day: string,
  close: Omit<DrawerClose, 'closedByName' | 'nextFloat' | 'closedAt'> & { closedAt: Date },
): Promise<void> {
  await run(db, closeStatement, [
    userId,
    day,
    close.openingFloat,
    close.expectedCash,
    close.countedCash,
    close.difference,
    close.handedOver,
    close.chequesExpected,
    close.chequesCounted,
    JSON.stringify(close.denominations),
    close.reason,
    close.differenceEntryId,
    close.closedById,
    close.closedAt.toISOString(),
  ]);
}

const reopenStatement = statement<Record<string, never>>(
  `update drawers set status = 'open', opening_float = null, expected_cash = null,
    counted_cash = null, difference = null, handed_over = null, cheques_expected = null,
    cheques_counted = null, denominations = null, reason = null, difference_entry_id = null,
    closed_by = null, closed_at = null, reopened_by = $3, reopened_at = $4, reopen_reason = $5
  where user_id = $1 and day = $2`,
);

export async function saveReopen(
  db: DbOrTx,
  userId: string,
  day: string,
  reopen: { by: string; at: Date; reason: string },
): Promise<void> {
  await run(db, reopenStatement, [userId, day, reopen.by, reopen.at.toISOString(), reopen.reason]);
}

const correctedStatement = statement<{ id: string }>(
  'select id from fund_transactions where corrects_id = $1 limit 1',
);

/** whether a correction names the entry `id` */
export async function isCorrected(db: DbOrTx, id: string): Promise<boolean> {
  return (await run(db, correctedStatement, [id])).length > 0;
}

const deleteEntryStatement = statement<Record<string, never>>(
  'delete from fund_transactions where id = $1',
);

export async function deleteDifferenceEntry(db: DbOrTx, id: string): Promise<void> {
  await run(db, deleteEntryStatement, [id]);
}

const monthDrawersStatement = statement<{
  userId: string;
  day: string;
  status: 'open' | 'closed';
  entryCount: number;
  expectedCash: string | null;
  countedCash: string | null;
  difference: string | null;
  reason: string | null;
  closedByName: string | null;
  closedAt: Date | null;
  reopened: boolean;
}>(
  `select d.user_id as "userId", to_char(d.day, 'YYYY-MM-DD') as day, d.status,
    (select count(*)::int from fund_transactions f
      where f.drawer_day = d.day and f.user_id = d.user_id) as "entryCount",
    d.expected_cash::text as "expectedCash", d.counted_cash::text as "countedCash",
    d.difference::text as difference, d.reason, c.display_name as "closedByName",
    d.closed_at as "closedAt", d.reopened_at is not null as reopened
  from drawers d left join users c on c.id = d.closed_by
  where d.day >= $1::date and d.day < ($1::date + interval '1 month')
  order by d.day, d.user_id`,
);

const monthStaffStatement = statement<{ userId: string; name: string }>(
  `select u.id as "userId", u.display_name as name from users u
  where not u.disabled or exists (select 1 from drawers d where d.user_id = u.id
    and d.day >= $1::date and d.day < ($1::date + interval '1 month'))
  order by lower(u.display_name), u.id`,
);

/** the owner's month: its drawers, the staff who may appear in it, its money by method */
export async function readMonth(db: DbOrTx, month: string): Promise<DrawerMonth> {
  const first = `${month}-01`;
  const [drawerRows, staff, methodRows] = [
    await run(db, monthDrawersStatement, [first]),
    await run(db, monthStaffStatement, [first]),
    // the export's rows (day, staff member, method), summed by method
    await monthMethodRows(db, month),
  ];
  const sum = (rows: DrawerMethodRow[], figure: 'moneyIn' | 'moneyOut' | 'count') =>
    rows.reduce((total, row) => total + row[figure], 0);
  const money = (value: string | null) => (value === null ? null : Number(value));
  return {
    month,
    staff,
    drawers: drawerRows.map((row) => ({
      ...row,
      expectedCash: money(row.expectedCash),
      countedCash: money(row.countedCash),
      difference: money(row.difference),
      closedAt: row.closedAt?.toISOString() ?? null,
    })),
    methods: paymentMethods.map((method) => {
      const rows = methodRows.filter((row) => row.method === method);
      return {
        method,
        moneyIn: sum(rows, 'moneyIn'),
        moneyOut: sum(rows, 'moneyOut'),
        count: sum(rows, 'count'),
      };
    }),
  };
}
