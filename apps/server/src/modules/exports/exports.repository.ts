import type { HistoryExportRecord } from '@car-rental/domain/exports/export-tables';
import { exactInteger } from '@car-rental/domain/money';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/create-db.ts';
import { rows } from '../../db/rows.ts';
import { TIME_KEY_FORMAT } from '../../lib/keyset-cursor.ts';
import { wholeNumberText } from '../../lib/sql.ts';
import { type HistoryWhere, likePattern } from '../history/history.repository.ts';

/** one history record as the exports state it, with its keyset key in place of its date */
export interface HistoryExportRow extends Omit<HistoryExportRecord, 'date'> {
  id: string;
  /** micro-second ISO text of the record's time: the keyset key */
  dateKey: string;
}

export interface ExportKey {
  dateKey: string;
  id: string;
}

const timeKey = (column: SQL) =>
  sql`to_char(${column} at time zone 'UTC', ${sql.raw(`'${TIME_KEY_FORMAT}'`)})`;

/**
 * The filters on one branch, on its own table only: the search becomes the set of
 * matching car ids, computed once (an InitPlan), so the branch stays a walk down its
 * (time, id) index that stops after `limit` rows, whatever the planner's statistics.
 */
function conditions(w: HistoryWhere, after: ExportKey | undefined, date: SQL): SQL {
  const parts: SQL[] = [];
  if (w.since) parts.push(sql`${date} >= ${w.since.toISOString()}::timestamptz`);
  if (w.search) {
    const p = likePattern(w.search);
    parts.push(sql`x.car_id = any(array(select c.id from cars c
      join brands b on b.id = c.brand_id
      join models m on m.id = c.model_id
      where b.name ilike ${p} or m.name ilike ${p} or c.plate ilike ${p} or c.color ilike ${p}))`);
  }
  if (after) {
    parts.push(sql`(${date}, x.id) < (${after.dateKey}::timestamptz, ${after.id}::uuid)`);
  }
  return parts.length ? sql`and ${sql.join(parts, sql` and `)}` : sql``;
}

/**
 * The next `limit` history records after `after` (newest first), under the history
 * filters. Each branch takes its first `limit` keys before anything is joined, and the
 * details are looked up per key (LIMIT 1 keeps each lookup a nested index probe), so a batch costs the same at row 1 and at row 1,000,000.
 */
export async function historyExportBatch(
  db: DbOrTx,
  w: HistoryWhere,
  after: ExportKey | undefined,
  limit: number,
): Promise<HistoryExportRow[]> {
  const branches: SQL[] = [];
  if (w.type !== 'sales') {
    branches.push(sql`(select 'rental' as kind, x.id, x.returned_at as date from rentals x
      where x.returned_at is not null ${conditions(w, after, sql`x.returned_at`)}
      order by x.returned_at desc, x.id desc limit ${wholeNumberText(limit)})`);
  }
  if (w.type !== 'rentals') {
    branches.push(sql`(select 'sale' as kind, x.id, x.sold_at as date from sales x
      where true ${conditions(w, after, sql`x.sold_at`)}
      order by x.sold_at desc, x.id desc limit ${wholeNumberText(limit)})`);
  }
  const result = await db.execute(sql`select p.kind, p.id, ${timeKey(sql`p.date`)} as date_key,
      b.name as brand_name, m.name as model_name, c.plate, c.year, c.color,
      coalesce(r.customer_name, s.customer_name) as customer_name,
      r.total_days, r.end_mileage - r.start_mileage as distance_km,
      coalesce(r.total_amount, s.final_price, 0) as amount,
      coalesce(r.charges_total, 0) as charges_total, s.listed_price
    from (
      select * from (${sql.join(branches, sql` union all `)}) u
      order by u.date desc, u.id desc limit ${wholeNumberText(limit)}
    ) p
    left join lateral (
      select r.car_id, r.customer_name, r.total_days, r.start_mileage, r.end_mileage, r.total_amount,
        (select sum(rc.amount) from rental_charges rc where rc.rental_id = r.id) as charges_total
      from rentals r where p.kind = 'rental' and r.id = p.id limit 1
    ) r on true
    left join lateral (
      select s.car_id, s.customer_name, s.final_price, s.listed_price
      from sales s where p.kind = 'sale' and s.id = p.id limit 1
    ) s on true
    join cars c on c.id = coalesce(r.car_id, s.car_id)
    join brands b on b.id = c.brand_id
    join models m on m.id = c.model_id
    order by p.date desc, p.id desc`);
  const num = (value: unknown) => (value === null || value === undefined ? null : Number(value));
  const text = (value: unknown) => (value === null || value === undefined ? null : String(value));
  return rows<Record<string, unknown>>(result).map((raw) => ({
    kind: raw.kind === 'sale' ? 'sale' : 'rental',
    id: String(raw.id),
    dateKey: String(raw.date_key),
    brandName: String(raw.brand_name),
    modelName: String(raw.model_name),
    plate: text(raw.plate),
    year: num(raw.year),
    color: text(raw.color),
    customerName: String(raw.customer_name ?? ''),
    totalDays: num(raw.total_days),
    distanceKm: num(raw.distance_km),
    amount: exactInteger(raw.amount),
    chargesTotal: exactInteger(raw.charges_total ?? 0),
    listedPrice: num(raw.listed_price),
  }));
}
