import type {
  FleetUtilisation,
  FundBalanceChart,
  RevenueByMonth,
} from '@car-rental/domain/contract/charts';
import { exactInteger } from '@car-rental/domain/money';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/create-db.ts';
import { rows } from '../../db/rows.ts';

type RawRow = Record<string, unknown>;

async function rowsOf(db: DbOrTx, query: SQL): Promise<RawRow[]> {
  return rows<RawRow>(await db.execute(query));
}

/** `now` as the business wall clock (timestamp without time zone) */
const localNow = (now: Date, tz: string) =>
  sql`(${now.toISOString()}::timestamptz at time zone ${tz})`;

/**
 * Revenue per month of the last 12 months on the business calendar: the final totals (rent
 * and charges at return) of the rentals returned that month (the history's Rental Revenue,
 * issue 28 §10) and the final prices of the sales of that month. Future-dated rows past the current month are not shown.
 */
export async function revenueByMonth(db: DbOrTx, now: Date, tz: string): Promise<RevenueByMonth> {
  const rows = await rowsOf(
    db,
    sql`with months as (
      select generate_series(
        date_trunc('month', ${localNow(now, tz)}) - interval '11 months',
        date_trunc('month', ${localNow(now, tz)}),
        interval '1 month') as month
    ), bounds as (
      select min(month) at time zone ${tz} as since from months
    ), rental as (
      select date_trunc('month', r.returned_at at time zone ${tz}) as month,
        sum(coalesce(r.total_amount, 0) + r.charges_total) as revenue, count(*) as n
      from rentals r, bounds
      where r.returned_at is not null and r.returned_at >= bounds.since
      group by 1
    ), sale as (
      select date_trunc('month', s.sold_at at time zone ${tz}) as month,
        sum(s.final_price) as revenue, count(*) as n
      from sales s, bounds
      where s.sold_at >= bounds.since
      group by 1
    )
    select to_char(m.month, 'YYYY-MM') as month,
      coalesce(rental.revenue, 0) as rental_revenue, coalesce(rental.n, 0) as rentals,
      coalesce(sale.revenue, 0) as sales_revenue, coalesce(sale.n, 0) as sales
    from months m
    left join rental on rental.month = m.month
    left join sale on sale.month = m.month
    order by m.month`,
  );
  return {
    months: rows.map((row) => ({
      month: String(row.month),
      rentalRevenue: exactInteger(row.rental_revenue),
      salesRevenue: exactInteger(row.sales_revenue),
      rentals: exactInteger(row.rentals),
      sales: exactInteger(row.sales),
    })),
  };
}

/**
 * The fund's closing balance of each of the last 90 days on the business calendar
 * (today included): every transaction before the first day, plus a running sum per day.
 */
export async function fundBalanceByDay(
  db: DbOrTx,
  now: Date,
  tz: string,
  days = 90,
): Promise<FundBalanceChart> {
  const rows = await rowsOf(
    db,
    sql`with days as (
      select generate_series(
        date_trunc('day', ${localNow(now, tz)}) - make_interval(days => ${days - 1}),
        date_trunc('day', ${localNow(now, tz)}),
        interval '1 day') as day
    ), bounds as (
      select min(day) at time zone ${tz} as since,
        (max(day) + interval '1 day') at time zone ${tz} as until from days
    ), opening as (
      select coalesce(sum(case when f.type = 'add_money' then f.amount else -f.amount end), 0) as balance
      from fund_transactions f, bounds where f.created_at < bounds.since
    ), daily as (
      select date_trunc('day', f.created_at at time zone ${tz}) as day,
        sum(case when f.type = 'add_money' then f.amount else -f.amount end) as delta
      from fund_transactions f, bounds
      where f.created_at >= bounds.since and f.created_at < bounds.until
      group by 1
    )
    select to_char(d.day, 'YYYY-MM-DD') as date,
      (select balance from opening) + sum(coalesce(daily.delta, 0)) over (order by d.day) as balance
    from days d left join daily on daily.day = d.day
    order by d.day`,
  );
  return {
    days: rows.map((row) => ({ date: String(row.date), balance: exactInteger(row.balance) })),
  };
}

/**
 * Fleet utilisation per week (Monday 00:00 to Monday 00:00 on the business clock), the
 * last 12 weeks, the current one up to now:
 *   utilisation = rented car-hours / rentable car-hours.
 * The rental fleet is every car with a daily rate above 0, or that was ever rented. A fleet
 * car is rentable from its creation until it is removed or sold (and never past now). A
 * rental counts from its pickup until its return (now while it is out), within the car's
 * rentable span. Paid/unpaid is not dated, so it does not enter.
 */
export async function fleetUtilisationByWeek(
  db: DbOrTx,
  now: Date,
  tz: string,
): Promise<FleetUtilisation> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const rows = await rowsOf(
    db,
    sql`with weeks as (
      select w as week, w at time zone ${tz} as ws,
        least((w + interval '7 days') at time zone ${tz}, ${at}) as we
      from generate_series(
        date_trunc('week', ${localNow(now, tz)}) - interval '11 weeks',
        date_trunc('week', ${localNow(now, tz)}),
        interval '1 week') as w
    ), fleet as (
      select c.id, c.created_at as since, least(c.deleted_at, s.sold_at, ${at}) as until
      from cars c left join sales s on s.car_id = c.id
      where c.daily_rate > 0 or exists (select 1 from rentals r where r.car_id = c.id)
    ), rentable as (
      select w.week,
        sum(greatest(0, extract(epoch from least(w.we, f.until) - greatest(w.ws, f.since)))) as seconds
      from weeks w cross join fleet f
      group by w.week
    ), rented as (
      select w.week,
        sum(greatest(0, extract(epoch from
          least(w.we, f.until, coalesce(r.returned_at, ${at})) - greatest(w.ws, f.since, r.start_at)
        ))) as seconds
      from weeks w
      join rentals r on r.start_at < w.we and coalesce(r.returned_at, ${at}) > w.ws
      join fleet f on f.id = r.car_id
      group by w.week
    )
    select to_char(w.week, 'YYYY-MM-DD') as week_start,
      round(coalesce(rented.seconds, 0) / 3600.0, 4) as rented_hours,
      round(coalesce(rentable.seconds, 0) / 3600.0, 4) as rentable_hours,
      coalesce(round(rented.seconds / nullif(rentable.seconds, 0), 6), 0) as utilisation
    from weeks w
    left join rentable on rentable.week = w.week
    left join rented on rented.week = w.week
    order by w.week`,
  );
  return {
    weeks: rows.map((row) => ({
      weekStart: String(row.week_start),
      rentedHours: Number(row.rented_hours),
      rentableHours: Number(row.rentable_hours),
      utilisation: Number(row.utilisation),
    })),
  };
}
