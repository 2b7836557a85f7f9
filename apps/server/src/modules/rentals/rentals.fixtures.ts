import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/create-db.ts';
import { fundTransactions, rentalCharges, rentals } from '../../db/schema.ts';
import { catalogueModel, insertCar } from '../../test/fixtures.ts';

/** test helpers of the rentals module (rows of other modules come from test/fixtures.ts) */

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

export const customer = {
  name: 'Karim Benali',
  contact: '+213 555 12 34 56',
  email: 'karim@example.dz',
  license: 'DZ-123456',
};

export function rentBody(
  start: Date,
  end: Date,
  overrides: Partial<typeof customer & { paymentType: 'advance' | 'after' }> = {},
) {
  return {
    start: start.toISOString(),
    end: end.toISOString(),
    customer: { ...customer, ...overrides },
  };
}

/** a rentable car of another brand than the default Renault Clio */
export async function insertCarOf(
  db: Db,
  brand: string,
  model: string,
  overrides: Parameters<typeof insertCar>[1] = {},
) {
  const ids = await catalogueModel(db, brand, model);
  return insertCar(db, { ...ids, ...overrides });
}

/** the fund entries posted for a car, oldest first */
export function fundEntriesOfCar(db: Db, carId: string) {
  return db
    .select()
    .from(fundTransactions)
    .where(eq(fundTransactions.carId, carId))
    .orderBy(asc(fundTransactions.createdAt), asc(fundTransactions.id));
}

export function rentalRowsOfCar(db: Db, carId: string) {
  return db.select().from(rentals).where(eq(rentals.carId, carId));
}

export function chargesOfRental(db: Db, rentalId: string) {
  return db.select().from(rentalCharges).where(eq(rentalCharges.rentalId, rentalId));
}
