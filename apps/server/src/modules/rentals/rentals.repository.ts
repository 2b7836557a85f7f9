import { and, asc, eq, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/create-db.ts';
import { cars, rentalCharges, rentals, sales } from '../../db/schema.ts';
import type { Cursor } from '../../lib/keyset-cursor.ts';
import { carIs, carViewQuery, liveCar } from '../cars/car-view.repository.ts';

export type RentalRow = typeof rentals.$inferSelect;
export type ChargeRow = typeof rentalCharges.$inferSelect;

/** Rentable cars (spec §4) as SQL over carViewQuery's joins (isRentable in the domain) */
export const rentable: SQL = sql`${carIs.available} and ${cars.isPaid} and coalesce(${cars.dailyRate}, 0) > 0`;

/**
 * keys are compared at millisecond precision, the precision of the cursor (a JavaScript ISO
 * time): the column and the cursor's key are both cut to the millisecond
 */
const ms = (column: SQL | typeof cars.createdAt | typeof rentals.endAt) =>
  sql`date_trunc('milliseconds', ${column})`;

const afterCursor = (key: SQL, idColumn: typeof cars.id | typeof rentals.id, cursor?: Cursor) =>
  cursor
    ? sql`(${key}, ${idColumn}) > (${ms(sql`${cursor.key}::timestamptz`)}, ${cursor.id}::uuid)`
    : undefined;

const ofBrand = (brandId?: string) => (brandId ? eq(cars.brandId, brandId) : undefined);

export interface ListOptions {
  brandId?: string | undefined;
  cursor?: Cursor | undefined;
  limit: number;
}

/** rented cars, soonest due first (the order of urgency, then hours left) */
export function listRentedCars(db: DbOrTx, options: ListOptions) {
  const key = ms(rentals.endAt);
  return carViewQuery(db)
    .where(
      and(
        liveCar,
        carIs.rented,
        ofBrand(options.brandId),
        afterCursor(key, rentals.id, options.cursor),
      ),
    )
    .orderBy(asc(key), asc(rentals.id))
    .limit(options.limit);
}

/** rented cars due by `until`, soonest first */
export function listDueCars(db: DbOrTx, until: Date, limit: number) {
  return carViewQuery(db)
    .where(and(liveCar, carIs.rented, lte(rentals.endAt, until)))
    .orderBy(asc(rentals.endAt), asc(rentals.id))
    .limit(limit);
}

export async function countDueCars(db: DbOrTx, until: Date): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(rentals)
    .innerJoin(cars, eq(cars.id, rentals.carId))
    .where(and(liveCar, isNull(rentals.returnedAt), lte(rentals.endAt, until)));
  return row?.count ?? 0;
}

/** rentable cars in garage order (oldest first) */
export function listRentableCars(db: DbOrTx, options: ListOptions) {
  const key = ms(cars.createdAt);
  return carViewQuery(db)
    .where(
      and(liveCar, rentable, ofBrand(options.brandId), afterCursor(key, cars.id, options.cursor)),
    )
    .orderBy(asc(key), asc(cars.id))
    .limit(options.limit);
}

/** the rental dashboard cards, as SQL aggregates */
export async function rentalFigures(db: DbOrTx) {
  const [counts] = await db
    .select({
      availableForRent: sql<number>`count(*) filter (where ${rentable})`.mapWith(Number),
      currentlyRented: sql<number>`count(*) filter (where ${carIs.rented})`.mapWith(Number),
    })
    .from(cars)
    .leftJoin(rentals, and(sql`${rentals.carId} = ${cars.id}`, isNull(rentals.returnedAt)))
    .leftJoin(sales, sql`${sales.carId} = ${cars.id}`)
    .where(liveCar);
  const [revenue] = await db
    .select({
      total:
        sql<number>`coalesce(sum(case when ${rentals.returnedAt} is null then ${rentals.advancePaid} else ${rentals.totalAmount} end), 0)::bigint`.mapWith(
          Number,
        ),
    })
    .from(rentals);
  return {
    availableForRent: counts?.availableForRent ?? 0,
    currentlyRented: counts?.currentlyRented ?? 0,
    totalRevenue: revenue?.total ?? 0,
  };
}

export async function findActiveRental(tx: DbOrTx, carId: string): Promise<RentalRow | undefined> {
  const [row] = await tx
    .select()
    .from(rentals)
    .where(and(eq(rentals.carId, carId), isNull(rentals.returnedAt)))
    .limit(1);
  return row;
}

export async function findRental(tx: DbOrTx, rentalId: string) {
  const [rental] = await tx.select().from(rentals).where(eq(rentals.id, rentalId)).limit(1);
  if (!rental) return undefined;
  const charges = await tx
    .select()
    .from(rentalCharges)
    .where(eq(rentalCharges.rentalId, rentalId))
    .orderBy(asc(rentalCharges.id));
  return { rental, charges };
}

export async function insertRental(tx: Tx, values: typeof rentals.$inferInsert) {
  const [row] = await tx.insert(rentals).values(values).returning();
  return row!;
}

export async function finishRental(
  tx: Tx,
  rentalId: string,
  values: Pick<RentalRow, 'returnedAt' | 'endAt' | 'endMileage' | 'totalDays' | 'totalAmount'>,
  charges: Omit<typeof rentalCharges.$inferInsert, 'rentalId'>[],
) {
  const [row] = await tx.update(rentals).set(values).where(eq(rentals.id, rentalId)).returning();
  const inserted =
    charges.length > 0
      ? await tx
          .insert(rentalCharges)
          .values(charges.map((charge) => ({ ...charge, rentalId })))
          .returning()
      : [];
  return { rental: row!, charges: inserted };
}

export async function setRentalEnd(tx: Tx, rentalId: string, endAt: Date) {
  await tx.update(rentals).set({ endAt }).where(eq(rentals.id, rentalId));
}

export async function setCarMileage(tx: Tx, carId: string, mileageKm: number, now: Date) {
  await tx.update(cars).set({ mileageKm, updatedAt: now }).where(eq(cars.id, carId));
}

/** deletes a rental record; its charges go with it (on delete cascade) */
export async function deleteRental(tx: Tx, rentalId: string) {
  await tx.delete(rentals).where(eq(rentals.id, rentalId));
}
