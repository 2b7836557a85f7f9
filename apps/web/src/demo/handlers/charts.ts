import type {
  FleetUtilisation,
  FundBalanceChart,
  RevenueByMonth,
} from '@car-rental/domain/contract/charts';
import { signedAmount } from '@car-rental/domain/fund/fund-entry';
import {
  addWallDays,
  addWallMonths,
  instantOf,
  type WallClock,
  wallClockOf,
} from '@car-rental/domain/time/zoned-time';
import type { DemoContext, DemoRoute } from '../demo-context.ts';

/** The server's chart queries (charts.repository.ts) over the demo state. */

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const monthKey = (w: WallClock) => `${pad(w.year, 4)}-${pad(w.month)}`;
const dayKey = (w: WallClock) => `${monthKey(w)}-${pad(w.day)}`;
const midnight = (w: WallClock): WallClock => ({
  ...w,
  hour: 0,
  minute: 0,
  second: 0,
  millisecond: 0,
});

/** rentals returned and sales made per month, the last 12 months on the business calendar */
export function revenueByMonth({ state, now, timeZone }: DemoContext): RevenueByMonth {
  const first = addWallMonths({ ...midnight(wallClockOf(now, timeZone)), day: 1 }, -11);
  const months = Array.from({ length: 12 }, (_, i) => ({
    month: monthKey(addWallMonths(first, i)),
    rentalRevenue: 0,
    salesRevenue: 0,
    rentals: 0,
    sales: 0,
  }));
  const byKey = new Map(months.map((row) => [row.month, row]));
  const monthOf = (iso: string) => byKey.get(monthKey(wallClockOf(new Date(iso), timeZone)));
  for (const rental of state.rentals) {
    const row = rental.returnedAt === null ? undefined : monthOf(rental.returnedAt);
    if (!row) continue;
    row.rentalRevenue += rental.totalAmount ?? 0;
    row.rentals += 1;
  }
  for (const sale of state.sales) {
    const row = monthOf(sale.soldAt);
    if (!row) continue;
    row.salesRevenue += sale.finalPrice;
    row.sales += 1;
  }
  return { months };
}

/** the fund's closing balance of each of the last `days` days, today included */
export function fundBalanceByDay(
  { state, now, timeZone }: DemoContext,
  days = 90,
): FundBalanceChart {
  const today = midnight(wallClockOf(now, timeZone));
  const keys = Array.from({ length: days }, (_, i) => dayKey(addWallDays(today, i - days + 1)));
  const firstKey = keys[0] ?? '';
  const deltas = new Map<string, number>(keys.map((key) => [key, 0]));
  let balance = 0;
  for (const row of state.fund) {
    const key = dayKey(wallClockOf(new Date(row.createdAt), timeZone));
    const amount = signedAmount(row);
    // ISO day keys compare as text: before the first day is the opening balance
    if (key < firstKey) balance += amount;
    else if (deltas.has(key)) deltas.set(key, (deltas.get(key) ?? 0) + amount);
  }
  return {
    days: keys.map((date) => {
      balance += deltas.get(date) ?? 0;
      return { date, balance };
    }),
  };
}

const HOUR_MS = 3_600_000;
const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;
const overlap = (from: number, to: number) => Math.max(0, to - from);

/**
 * Rented car-hours / rentable car-hours per week (Monday 00:00 on the business clock), the
 * last 12 weeks, the current one up to now. The fleet is every car with a daily rate above
 * 0 or that was ever rented, rentable from its creation until removed or sold.
 */
export function fleetUtilisationByWeek({ state, now, timeZone }: DemoContext): FleetUtilisation {
  const at = now.getTime();
  const today = midnight(wallClockOf(now, timeZone));
  // getUTCDay of the wall date: 0 Sunday .. 6 Saturday; weeks start on Monday
  const weekday = new Date(Date.UTC(today.year, today.month - 1, today.day)).getUTCDay();
  const monday = addWallDays(today, -((weekday + 6) % 7));
  const fleet = state.cars.flatMap((car) => {
    const everRented = state.rentals.some((rental) => rental.carId === car.id);
    if (!((car.dailyRate ?? 0) > 0 || everRented)) return [];
    const sale = state.sales.find((s) => s.carId === car.id);
    const ends = [car.deletedAt, sale?.soldAt].flatMap((iso) => (iso ? [Date.parse(iso)] : []));
    return [{ id: car.id, since: Date.parse(car.createdAt), until: Math.min(at, ...ends) }];
  });
  const weeks = Array.from({ length: 12 }, (_, i) => {
    const start = addWallDays(monday, (i - 11) * 7);
    const ws = instantOf(start, timeZone).getTime();
    const we = Math.min(instantOf(addWallDays(start, 7), timeZone).getTime(), at);
    let rentable = 0;
    for (const car of fleet) {
      rentable += overlap(Math.max(ws, car.since), Math.min(we, car.until));
    }
    let rented = 0;
    for (const rental of state.rentals) {
      const car = fleet.find((c) => c.id === rental.carId);
      const start = Date.parse(rental.startAt);
      const end = rental.returnedAt === null ? at : Date.parse(rental.returnedAt);
      if (!car || start >= we || end <= ws) continue;
      rented += overlap(Math.max(ws, car.since, start), Math.min(we, car.until, end));
    }
    return {
      weekStart: dayKey(start),
      rentedHours: round(rented / HOUR_MS, 4),
      rentableHours: round(rentable / HOUR_MS, 4),
      utilisation: rentable > 0 ? round(rented / rentable, 6) : 0,
    };
  });
  return { weeks };
}

export const chartRoutes: DemoRoute[] = [
  { method: 'GET', path: '/charts/revenue-by-month', handle: (ctx) => revenueByMonth(ctx) },
  { method: 'GET', path: '/charts/fund-balance', handle: (ctx) => fundBalanceByDay(ctx) },
  {
    method: 'GET',
    path: '/charts/fleet-utilisation',
    handle: (ctx) => fleetUtilisationByWeek(ctx),
  },
];
