import { and, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/create-db.ts';
import { cars, rentals, sales } from '../../db/schema.ts';
import { carIs, liveCar } from './car-view.repository.ts';

const countWhere = (...conditions: SQL[]) =>
  sql<number>`count(*) filter (where ${and(...conditions)})`.mapWith(Number);

const inGarage = sql`${cars.inGarage}`;

export interface CarCounts {
  inGarage: number;
  inGarageNotRented: number;
  available: number;
  rented: number;
  forSale: number;
  paidInGarage: number;
  unpaidInGarage: number;
  sold: number;
}

/**
 * Every car figure the garage cards and the dashboard show, in one aggregate over the
 * live cars (soft-deleted cars count nowhere), joined like carViewQuery.
 */
export async function countCars(db: DbOrTx): Promise<CarCounts> {
  const [row] = await db
    .select({
      inGarage: countWhere(inGarage),
      inGarageNotRented: countWhere(inGarage, carIs.notRented),
      available: countWhere(carIs.available),
      rented: countWhere(carIs.rented),
      forSale: countWhere(inGarage, sql`${cars.isForSale}`),
      paidInGarage: countWhere(inGarage, sql`${cars.isPaid}`),
      unpaidInGarage: countWhere(inGarage, sql`not ${cars.isPaid}`),
      sold: countWhere(carIs.sold),
    })
    .from(cars)
    .leftJoin(rentals, sql`${rentals.carId} = ${cars.id} and ${rentals.returnedAt} is null`)
    .leftJoin(sales, sql`${sales.carId} = ${cars.id}`)
    .where(liveCar);
  return row!;
}
