import type {
  HistoryFilters,
  HistoryRow,
  HistorySummary,
} from '@car-rental/domain/contract/history';
import { rentalFinalTotal, shownListedPrice } from '@car-rental/domain/history/record-figures';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/create-db.ts';
import { type Cursor, TIME_KEY_FORMAT, toPage } from '../../lib/keyset-cursor.ts';

/** the filters as SQL inputs: where the period starts, the ILIKE pattern, the page key */
export interface HistoryWhere {
  type: HistoryFilters['type'];
  since: Date | null;
  search: string | undefined;
  after?: Cursor | undefined;
}

/** the filters once the search is resolved to the cars it matches */
interface Where extends HistoryWhere {
  carIds?: string[] | undefined;
}

const timeKey = (column: SQL) =>
  sql`to_char(${column} at time zone 'UTC', ${sql.raw(`'${TIME_KEY_FORMAT}'`)})`;

/** q as a case-insensitive substring pattern, with %, _ and \ matched literally */
export function likePattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The cars whose brand, model, plate or color contains q (case-insensitive): the trigram
 * indexes on lower(...) find them, whatever the size of the history.
 */
async function matchingCars(db: DbOrTx, q: string): Promise<string[]> {
  const p = likePattern(q).toLowerCase();
  const rows = await rowsOf(
    db,
    sql`select c.id from cars c where lower(c.plate) like ${p} or lower(c.color) like ${p}
      union select c.id from cars c join brands b on b.id = c.brand_id where lower(b.name) like ${p}
      union select c.id from cars c join models m on m.id = c.model_id where lower(m.name) like ${p}`,
  );
  return rows.map((row) => String(row.id));
}

/** the search resolved to car ids; undefined when nothing can match */
async function resolve(db: DbOrTx, w: HistoryWhere): Promise<Where | undefined> {
  if (!w.search) return w;
  const carIds = await matchingCars(db, w.search);
  return carIds.length > 0 ? { ...w, carIds } : undefined;
}

/** one array parameter: planned as a constant, so `= any(...)` is a hash lookup */
const uuidArray = (ids: string[]) => sql`${sql.param(ids)}::uuid[]`;

function conditions(w: Where, date: SQL, id: SQL, carId = sql`x.car_id`): SQL {
  const parts: SQL[] = [];
  if (w.since) parts.push(sql`${date} >= ${w.since.toISOString()}::timestamptz`);
  if (w.carIds) parts.push(sql`${carId} = any(${uuidArray(w.carIds)})`);
  if (w.after)
    parts.push(sql`(${date}, ${id}) < (${w.after.key}::timestamptz, ${w.after.id}::uuid)`);
  return parts.length ? sql`and ${sql.join(parts, sql` and `)}` : sql``;
}

const carJoins = sql`join cars c on c.id = x.car_id
  join brands b on b.id = c.brand_id
  join models m on m.id = c.model_id`;

const vehicleColumns = sql`x.id, x.car_id, b.name as brand_name, b.logo as brand_logo,
  m.name as model_name, c.plate, c.year, c.color, x.customer_name`;

const chargesLateral = sql`left join lateral (
    select sum(rc.amount) as total,
      json_agg(json_build_object('type', rc.type, 'description', rc.description, 'amount', rc.amount)
        order by rc.type, rc.description, rc.id) as items
    from rental_charges rc where rc.rental_id = x.id
  ) ch on true`;

/**
 * Each branch first takes the ids of its page from an index that also holds car_id
 * (rentals_history_idx, sales_history_idx): filtered by car and paged by keyset without
 * reading a row it does not show; then it reads those rows with their car and charges.
 */
function rentalBranch(w: Where, limit: number): SQL {
  return sql`select 'rental' as kind, ${vehicleColumns},
    x.returned_at as date, ${timeKey(sql`x.returned_at`)} as date_key,
    ${timeKey(sql`x.cancelled_at`)} as cancelled_key,
    coalesce(x.total_amount, 0)::bigint as amount, x.total_days,
    (x.end_mileage - x.start_mileage) as distance_km,
    coalesce(ch.total, 0)::bigint as charges_total, coalesce(ch.items, '[]'::json) as charges,
    null::bigint as listed_price
    from (select p.id from rentals p
      where p.returned_at is not null
        ${conditions(w, sql`p.returned_at`, sql`p.id`, sql`p.car_id`)}
      order by p.returned_at desc, p.id desc limit ${limit}) page
    join rentals x on x.id = page.id ${carJoins} ${chargesLateral}`;
}

function saleBranch(w: Where, limit: number): SQL {
  return sql`select 'sale' as kind, ${vehicleColumns},
    x.sold_at as date, ${timeKey(sql`x.sold_at`)} as date_key, null::text as cancelled_key,
    x.final_price as amount, null::integer as total_days, null::integer as distance_km,
    0::bigint as charges_total, '[]'::json as charges, x.listed_price
    from (select p.id from sales p
      where true ${conditions(w, sql`p.sold_at`, sql`p.id`, sql`p.car_id`)}
      order by p.sold_at desc, p.id desc limit ${limit}) page
    join sales x on x.id = page.id ${carJoins}`;
}

type RawRow = Record<string, unknown>;

async function rowsOf(db: DbOrTx, query: SQL): Promise<RawRow[]> {
  const result = (await db.execute(query)) as unknown as { rows: RawRow[] };
  return result.rows;
}

const num = (value: unknown) => (value === null || value === undefined ? null : Number(value));
const text = (value: unknown) => (value === null || value === undefined ? null : String(value));

function toRow(raw: RawRow): HistoryRow {
  const base = {
    id: String(raw.id),
    carId: String(raw.car_id),
    brandName: String(raw.brand_name),
    brandLogo: text(raw.brand_logo),
    modelName: String(raw.model_name),
    plate: text(raw.plate),
    year: num(raw.year),
    color: text(raw.color),
    date: new Date(String(raw.date_key)).toISOString(),
    amount: Number(raw.amount),
    customerName: String(raw.customer_name),
  };
  if (raw.kind === 'sale') {
    return {
      kind: 'sale',
      ...base,
      listedPrice: shownListedPrice(base.amount, num(raw.listed_price)),
    };
  }
  const charges = (typeof raw.charges === 'string' ? JSON.parse(raw.charges) : raw.charges) as {
    type: 'cleaning' | 'repair' | 'fuel' | 'damage' | 'other';
    description: string;
    amount: number | string;
  }[];
  const items = charges.map((c) => ({ ...c, amount: Number(c.amount) }));
  return {
    kind: 'rental',
    ...base,
    cancelledAt: raw.cancelled_key ? new Date(String(raw.cancelled_key)).toISOString() : null,
    totalDays: num(raw.total_days),
    distanceKm: num(raw.distance_km),
    chargesTotal: Number(raw.charges_total),
    charges: items,
    finalTotal: rentalFinalTotal(base.amount, items),
  };
}

/** one page of the history, newest first: a keyset on (date desc, id desc) over both kinds */
export async function listHistory(
  db: DbOrTx,
  filters: HistoryWhere,
  limit: number,
): Promise<{ items: HistoryRow[]; nextCursor: string | null }> {
  const w = await resolve(db, filters);
  if (!w) return { items: [], nextCursor: null };
  // each branch takes its own first limit + 1 rows by index, then the two are merged
  const branches: SQL[] = [];
  if (w.type !== 'sales') branches.push(sql`(${rentalBranch(w, limit + 1)})`);
  if (w.type !== 'rentals') branches.push(sql`(${saleBranch(w, limit + 1)})`);
  const raws = await rowsOf(
    db,
    sql`select * from (${sql.join(branches, sql` union all `)}) h
      order by h.date desc, h.id desc limit ${limit + 1}`,
  );
  return toPage(raws, limit, toRow, (raw) => ({ key: String(raw.date_key), id: String(raw.id) }));
}

interface Totals {
  rentals: number;
  rentalRevenue: number;
  sales: number;
  salesRevenue: number;
}

const none: Totals = { rentals: 0, rentalRevenue: 0, sales: 0, salesRevenue: 0 };

async function totalsOf(db: DbOrTx, query: SQL): Promise<Totals> {
  const [raw] = await rowsOf(db, query);
  return {
    rentals: Number(raw?.rentals ?? 0),
    rentalRevenue: Number(raw?.rental_revenue ?? 0),
    sales: Number(raw?.sales ?? 0),
    salesRevenue: Number(raw?.sales_revenue ?? 0),
  };
}

/** counted from the rows (by index): the first partial day of a period, or a period and a search */
function countedRows(w: Where, until?: Date): SQL {
  const before = (column: SQL) =>
    until ? sql`and ${column} < ${until.toISOString()}::timestamptz` : sql``;
  const rentalsWhere = sql`x.returned_at is not null
    ${conditions(w, sql`x.returned_at`, sql`x.id`)} ${before(sql`x.returned_at`)}`;
  const salesWhere = sql`true ${conditions(w, sql`x.sold_at`, sql`x.id`)} ${before(sql`x.sold_at`)}`;
  return sql`select r.rentals, r.rental_revenue, s.sales, s.sales_revenue
    from (select count(*) as rentals, coalesce(sum(coalesce(x.total_amount, 0)), 0) as rental_revenue
        from rentals x where ${rentalsWhere}) r,
      (select count(*) as sales, coalesce(sum(x.final_price), 0) as sales_revenue
        from sales x where ${salesWhere}) s`;
}

const summedTotals = sql`coalesce(sum(history_rentals), 0) as rentals,
  coalesce(sum(history_rental_revenue), 0) as rental_revenue,
  coalesce(sum(sales), 0) as sales, coalesce(sum(sales_revenue), 0) as sales_revenue`;

const dayTotals = sql`coalesce(sum(rentals), 0) as rentals,
  coalesce(sum(rental_revenue), 0) as rental_revenue,
  coalesce(sum(sales), 0) as sales, coalesce(sum(sales_revenue), 0) as sales_revenue`;

/** the first UTC midnight at or after `since` */
function nextUtcMidnight(since: Date): Date {
  const midnight = Date.UTC(since.getUTCFullYear(), since.getUTCMonth(), since.getUTCDate());
  return new Date(midnight === since.getTime() ? midnight : midnight + 86_400_000);
}

/**
 * Finished rentals and sales matching the filters, counted and summed. The summaries kept by
 * the triggers of migration 0004 answer without reading the history: summary_totals for no
 * filter, car_summary for a search (by matching car), history_days for a period (whole UTC
 * days, plus the rows of the first partial day by index). A period with a search counts the
 * matching cars' rows by index.
 */
async function historyTotals(db: DbOrTx, w: Where): Promise<Totals> {
  if (w.carIds && !w.since) {
    // one primary-key lookup per matching car
    return totalsOf(
      db,
      sql`select ${summedTotals} from unnest(${uuidArray(w.carIds)}) as matched(id)
        cross join lateral (select * from car_summary where car_id = matched.id offset 0) s`,
    );
  }
  if (w.carIds) return totalsOf(db, countedRows(w));
  if (!w.since) return totalsOf(db, sql`select ${summedTotals} from summary_totals`);
  const boundary = nextUtcMidnight(w.since);
  const edge = await totalsOf(db, countedRows(w, boundary));
  const days = await totalsOf(
    db,
    sql`select ${dayTotals} from history_days
      where day >= ${boundary.toISOString().slice(0, 10)}::date`,
  );
  return {
    rentals: edge.rentals + days.rentals,
    rentalRevenue: edge.rentalRevenue + days.rentalRevenue,
    sales: edge.sales + days.sales,
    salesRevenue: edge.salesRevenue + days.salesRevenue,
  };
}

/** the history cards and the record count, under the same filters */
export async function historySummary(db: DbOrTx, filters: HistoryWhere): Promise<HistorySummary> {
  const w = await resolve(db, filters);
  const totals = w ? await historyTotals(db, w) : none;
  const rentals = filters.type === 'sales' ? none : totals;
  const sales = filters.type === 'rentals' ? none : totals;
  return {
    totalRentals: rentals.rentals,
    totalSales: sales.sales,
    rentalRevenue: rentals.rentalRevenue,
    salesRevenue: sales.salesRevenue,
    totalRevenue: rentals.rentalRevenue + sales.salesRevenue,
  };
}
