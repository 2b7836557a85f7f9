import { businessDayOf } from '@car-rental/domain/time/zoned-time';
import type { Db } from '@car-rental/server/db/create-db';
import { sql } from 'drizzle-orm';

const DAY_MS = 86_400_000;
/** past any date of the business, within PostgreSQL's dates (to the year 5874897) */
const FAR_DAYS = 1_000_000;

/**
 * The calendar days between the business days of two instants (issue 31: a drawer's day).
 * Moved by 8 hours from 18:00, a business day is the next one: the dates move by one day
 * where the hours alone would leave them, so that the seed's today is the visit's today.
 */
export function businessDaysBetween(from: Date, to: Date, timeZone: string): number {
  const day = (instant: Date) => Date.parse(`${businessDayOf(instant, timeZone)}T00:00:00Z`);
  return Math.round((day(to) - day(from)) / DAY_MS);
}

/**
 * Moves the whole business in time: every time and date of the demo's tables by `ms`
 * (a whole number of hours), so that a snapshot seeded when the app was built opens with
 * its rentals due around now. Triggers are off while the rows move (nothing happens to the
 * business, only the calendar moves), then the summary rows are rebuilt from the rows, as
 * rebuild_summaries() does for the benchmark's bulk loads. The dates (a drawer's business day,
 * issue 31) move by `days` whole days: by default the days the hours make up.
 */
export async function shiftTimes(
  db: Db,
  ms: number,
  days = Math.floor(ms / DAY_MS),
): Promise<number> {
  if (!Number.isInteger(ms / 3_600_000)) throw new Error('shift by whole hours');
  if (!Number.isInteger(days)) throw new Error('shift dates by whole days');
  if (ms === 0 && days === 0) return 0;
  const interval = `${ms / 1000} seconds`;
  return db.transaction(async (tx) => {
    const columns = (await tx.execute(sql`
      select c.table_name, c.column_name, c.data_type
      from information_schema.columns c
      join information_schema.tables t
        on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
        -- the summary rows are rebuilt from the rows below
        and c.table_name not in ('summary_totals', 'car_summary', 'history_days', 'supplier_totals')
        and c.data_type in ('timestamp with time zone', 'timestamp without time zone', 'date')
      order by c.table_name, c.column_name
    `)) as unknown as { rows: { table_name: string; column_name: string; data_type: string }[] };
    const byTable = new Map<string, string[]>();
    /** the dates moved far first, then back: a day in a key (a drawer's) meets no other */
    const back = new Map<string, string[]>();
    for (const { table_name, column_name, data_type } of columns.rows) {
      const column = `"${column_name}"`;
      const moved =
        data_type === 'date'
          ? `${column} = ${column} + ${days + FAR_DAYS}`
          : `${column} = ${column} + interval '${interval}'`;
      byTable.set(table_name, [...(byTable.get(table_name) ?? []), moved]);
      if (data_type === 'date') {
        back.set(table_name, [
          ...(back.get(table_name) ?? []),
          `${column} = ${column} - ${FAR_DAYS}`,
        ]);
      }
    }
    await tx.execute(sql`set local session_replication_role = replica`);
    for (const [table, sets] of [...byTable, ...back]) {
      await tx.execute(sql.raw(`update "${table}" set ${sets.join(', ')}`));
    }
    // issue 32: a traffic fine's words carry its date and time (fineLabel), in its fund
    // entries and its charge on a rental: moved with it
    const stamp = `'\\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2}'`;
    const movedStamp = `regexp_replace(description, ${stamp}, to_char(to_timestamp(substring(description from ${stamp}), 'DD/MM/YYYY HH24:MI')::timestamp + interval '${interval}', 'DD/MM/YYYY HH24:MI'))`;
    for (const [table, fines] of [
      ['fund_transactions', `category = 'traffic_fines'`],
      ['rental_charges', `description like 'Traffic fine %'`],
    ]) {
      await tx.execute(
        sql.raw(
          `update ${table} set description = ${movedStamp} where ${fines} and description ~ ${stamp}`,
        ),
      );
    }
    await tx.execute(sql`set local session_replication_role = origin`);
    await tx.execute(sql`select rebuild_summaries()`);
    return columns.rows.length;
  });
}
