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

const timeKey = (column: SQL) =>
  sql`to_char(${column} at time zone 'UTC', ${sql.raw(`'${TIME_KEY_FORMAT}'`)})`;

/** q as a case-insensitive substring pattern, with %, _ and \ matched literally */
export function likePattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function conditions(w: HistoryWhere, date: SQL, id: SQL): SQL {
  const parts: SQL[] = [];
  if (w.since) parts.push(sql`${date} >= ${w.since.toISOString()}::timestamptz`);
  if (w.search) {
    const p = likePattern(w.search);
    parts.push(
      sql`(b.name ilike ${p} or m.name ilike ${p} or c.plate ilike ${p} or c.color ilike ${p})`,
    );
  }
  if (w.after)
    parts.push(sql`(${date}, ${id}) < (${w.after.key}::timestamptz, ${w.after.id}::uuid)`);
  return parts.length ? sql`and ${sql.join(parts, sql` and `)}` : sql``;
}

const carJoins = sql`join cars c on c.id = x.car_id
  join brands b on b.id = c.brand_id
  join models m on m.id = c.model_id`;

/** finished rentals (a history entry per return); soft-deleted cars' records included */
const rentalsFrom = (w: HistoryWhere) =>
  sql`from rentals x ${carJoins}
  where x.returned_at is not null ${conditions(w, sql`x.returned_at`, sql`x.id`)}`;

const salesFrom = (w: HistoryWhere) =>
  sql`from sales x ${carJoins}
  where true ${conditions(w, sql`x.sold_at`, sql`x.id`)}`;

const vehicleColumns = sql`x.id, x.car_id, b.name as brand_name, b.logo as brand_logo,
  m.name as model_name, c.plate, c.year, c.color, x.customer_name`;

const chargesLateral = sql`left join lateral (
    select sum(rc.amount) as total,
      json_agg(json_build_object('type', rc.type, 'description', rc.description, 'amount', rc.amount)
        order by rc.type, rc.description, rc.id) as items
    from rental_charges rc where rc.rental_id = x.id
  ) ch on true`;

function rentalBranch(w: HistoryWhere): SQL {
  return sql`select 'rental' as kind, ${vehicleColumns},
    x.returned_at as date, ${timeKey(sql`x.returned_at`)} as date_key,
    coalesce(x.total_amount, 0)::bigint as amount, x.total_days,
    (x.end_mileage - x.start_mileage) as distance_km,
    coalesce(ch.total, 0)::bigint as charges_total, coalesce(ch.items, '[]'::json) as charges,
    null::bigint as listed_price
    from rentals x ${carJoins} ${chargesLateral}
    where x.returned_at is not null ${conditions(w, sql`x.returned_at`, sql`x.id`)}`;
}

function saleBranch(w: HistoryWhere): SQL {
  return sql`select 'sale' as kind, ${vehicleColumns},
    x.sold_at as date, ${timeKey(sql`x.sold_at`)} as date_key,
    x.final_price as amount, null::integer as total_days, null::integer as distance_km,
    0::bigint as charges_total, '[]'::json as charges, x.listed_price
    ${salesFrom(w)}`;
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
    totalDays: num(raw.total_days),
    distanceKm: num(raw.distance_km),
    chargesTotal: Number(raw.charges_total),
    charges: items,
    finalTotal: rentalFinalTotal(base.amount, items),
  };
}

/** one page of the history, newest first: one UNION ALL keyset on (date desc, id desc) */
export async function listHistory(
  db: DbOrTx,
  w: HistoryWhere,
  limit: number,
): Promise<{ items: HistoryRow[]; nextCursor: string | null }> {
  const branches: SQL[] = [];
  if (w.type !== 'sales') branches.push(rentalBranch(w));
  if (w.type !== 'rentals') branches.push(saleBranch(w));
  const raws = await rowsOf(
    db,
    sql`select * from (${sql.join(branches, sql` union all `)}) h
      order by h.date desc, h.id desc limit ${limit + 1}`,
  );
  return toPage(raws, limit, toRow, (raw) => ({ key: String(raw.date_key), id: String(raw.id) }));
}

/** the history cards and the record count, under the same filters */
export async function historySummary(db: DbOrTx, w: HistoryWhere): Promise<HistorySummary> {
  const none = { n: 0, revenue: 0 };
  const totals = async (from: SQL, amount: SQL) => {
    const [raw] = await rowsOf(
      db,
      sql`select count(*) as n, coalesce(sum(${amount}), 0) as revenue ${from}`,
    );
    return { n: Number(raw?.n ?? 0), revenue: Number(raw?.revenue ?? 0) };
  };
  const rentals =
    w.type === 'sales' ? none : await totals(rentalsFrom(w), sql`coalesce(x.total_amount, 0)`);
  const sales = w.type === 'rentals' ? none : await totals(salesFrom(w), sql`x.final_price`);
  return {
    totalRentals: rentals.n,
    totalSales: sales.n,
    rentalRevenue: rentals.revenue,
    salesRevenue: sales.revenue,
    totalRevenue: rentals.revenue + sales.revenue,
  };
}
