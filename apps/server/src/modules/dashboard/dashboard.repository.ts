import type { DashboardView } from '@car-rental/domain/contract/dashboard';
import { RECENT_CARS, SOLD_CARS_SHOWN } from '@car-rental/domain/contract/dashboard';
import { and, desc, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/create-db.ts';
import { cars, sales, summaryTotals } from '../../db/schema.ts';
import { pageLimit } from '../../lib/sql.ts';
import { carIs, carViewQuery, liveCar, toCarView } from '../cars/car-view.repository.ts';

type Figures = Omit<DashboardView, 'recentCars' | 'soldCars'>;

/** the stat cards, from summary_totals (kept by the triggers of migration 0004) */
const figures = sql<Figures>`(select json_build_object(
    'carsInGarage', coalesce(sum(${summaryTotals.inGarageNotRented}), 0),
    'available', coalesce(sum(${summaryTotals.available}), 0),
    'currentlyRented', coalesce(sum(${summaryTotals.rented}), 0),
    'carsSold', coalesce(sum(${summaryTotals.sold}), 0),
    'paidCars', coalesce(sum(${summaryTotals.paidInGarage}), 0),
    'unpaidCars', coalesce(sum(${summaryTotals.unpaidInGarage}), 0))
  from ${summaryTotals})`;

const none: Figures = {
  carsInGarage: 0,
  available: 0,
  currentlyRented: 0,
  carsSold: 0,
  paidCars: 0,
  unpaidCars: 0,
};

/**
 * The dashboard in one statement, one round trip: the last 4 unsold cars added and the last
 * 8 sold, each row carrying the stat cards. No row at all means no live car, and then every
 * figure is 0 (a live car is either unsold or sold, so it would be in one of the lists).
 */
export async function readDashboard(db: DbOrTx): Promise<DashboardView> {
  const newest = sql`row_number() over (order by ${cars.createdAt} desc, ${cars.id} desc)`;
  const lastSold = sql`row_number() over (order by ${sales.soldAt} desc, ${cars.id} desc)`;
  const recent = carViewQuery(db, {
    part: sql<string>`'recent'`,
    ordinal: newest.mapWith(Number),
    figures,
  })
    .where(and(liveCar, carIs.notSold))
    .orderBy(desc(cars.createdAt), desc(cars.id))
    .limit(pageLimit(RECENT_CARS));
  const sold = carViewQuery(db, {
    part: sql<string>`'sold'`,
    ordinal: lastSold.mapWith(Number),
    figures,
  })
    .where(and(liveCar, carIs.sold))
    .orderBy(desc(sales.soldAt), desc(cars.id))
    .limit(pageLimit(SOLD_CARS_SHOWN));
  const rows = (await recent.unionAll(sold)).sort((a, b) => a.ordinal - b.ordinal);
  const counts = rows[0]?.figures ?? none;
  return {
    carsInGarage: Number(counts.carsInGarage),
    available: Number(counts.available),
    currentlyRented: Number(counts.currentlyRented),
    carsSold: Number(counts.carsSold),
    paidCars: Number(counts.paidCars),
    unpaidCars: Number(counts.unpaidCars),
    recentCars: rows.filter((row) => row.part === 'recent').map(toCarView),
    soldCars: rows.filter((row) => row.part === 'sold').map(toCarView),
  };
}
