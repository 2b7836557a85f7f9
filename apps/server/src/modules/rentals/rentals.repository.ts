import type { CarPage } from '@car-rental/domain/contract/cars';
import type { rentedCarsPage } from '@car-rental/domain/contract/rentals';
import { DomainError } from '@car-rental/domain/errors';
import { reservationMessages } from '@car-rental/domain/rentals/reservations';
import { and, asc, eq, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx, Tx } from '../../db/create-db.ts';
import { brands, cars, models, rentalCharges, rentals, summaryTotals } from '../../db/schema.ts';
import { pageStatement, readPage, variants } from '../../lib/json-page.ts';
import type { JsonText } from '../../lib/json-text.ts';
import type { Cursor } from '../../lib/keyset-cursor.ts';
import { isOpenBooking, pageLimit, summed } from '../../lib/sql.ts';
import { carIsSql, carJson, carViewJoins, isoTime } from '../cars/car-json.ts';
import { carIs, carViewQuery, liveCar } from '../cars/car-view.repository.ts';
import { readFundFigures } from '../fund/fund.repository.ts';
import {
  afterCursorSql,
  carJsonWith,
  currentRevenueSql,
  dueFields,
  msKey,
  rentableSql,
} from './rental-json.ts';

type RentedCarsPage = z.infer<typeof rentedCarsPage>;

export type RentalRow = typeof rentals.$inferSelect;
export type ChargeRow = typeof rentalCharges.$inferSelect;

/** Rentable cars (spec §4) as SQL over carViewQuery's joins (isRentable in the domain) */
export const rentable: SQL = sql`${carIs.available} and ${cars.isPaid} and coalesce(${cars.dailyRate}, 0) > 0`;

/**
 * keys are compared at millisecond precision, the precision of the cursor (a JavaScript ISO
 * time): the column and the cursor's key are both cut to the millisecond. Written on the UTC
 * wall time, the expression is immutable: the indexes cars_garage_created_ms_idx and
 * rentals_out_due_idx are built on it, so the rented and rentable lists page by index.
 */
const ms = (column: SQL | typeof cars.createdAt | typeof rentals.endAt) =>
  sql`date_trunc('milliseconds', ${column} at time zone 'UTC')`;

const ofBrand = (brandId?: string) => (brandId ? eq(cars.brandId, brandId) : undefined);

export interface ListOptions {
  brandId?: string | undefined;
  cursor?: Cursor | undefined;
  limit: number;
}

/** a rental list's statement text per variant: `brand` filters by $n, `next` pages after a cursor */
interface ListVariant {
  brand: boolean;
  next: boolean;
  limit: number;
}

const variantKey = ({ brand, next, limit }: ListVariant) =>
  `${brand ? 'brand' : 'all'}:${next ? 'next' : 'first'}:${limit}`;

const variantOf = (key: string): ListVariant => {
  const [brand, page, size] = key.split(':');
  return { brand: brand === 'brand', next: page === 'next', limit: Number(size) };
};

/**
 * the parameters of a list after its first ones (`before` of them): the brand, then the
 * cursor's key and id; the brand is a variant of the text, not `($n is null or ...)`
 * (docs/decisions/0003-plan-once.md)
 */
function listFilters(
  variant: ListVariant,
  before: number,
  brandColumn: string,
  key: string,
  id: string,
) {
  let n = before;
  const brand = variant.brand ? `and ${brandColumn} = $${++n}::uuid` : '';
  const cursor = variant.next ? `and ${afterCursorSql(key, id, `$${++n}`, `$${++n}`)}` : '';
  return `${brand} ${cursor}`;
}

const listParams = (options: ListOptions, first: unknown[]) => [
  ...first,
  ...(options.brandId ? [options.brandId] : []),
  ...(options.cursor ? [options.cursor.key, options.cursor.id] : []),
];

const listVariant = (options: ListOptions) =>
  variantKey({ brand: !!options.brandId, next: !!options.cursor, limit: options.limit });

/** the rented list's statement per variant: $1 the clock in milliseconds */
const rentedPage = variants((key: string) => {
  const variant = variantOf(key);
  const item = carJsonWith(`${dueFields('r.end_at', '$1')},
  'currentRevenue', ${currentRevenueSql('$1')}`);
  return pageStatement(
    `select ${item} as item, to_json(${isoTime('r.end_at')}) as key, r.id, ${msKey('r.end_at')} as k
    from ${carViewJoins}
    where ${carIsSql.live} and ${carIsSql.rented}
      ${listFilters(variant, 1, 'c.brand_id', 'r.end_at', 'r.id')}
    order by ${msKey('r.end_at')}, r.id
    limit ${variant.limit + 1}`,
    'p.k, p.id',
    variant.limit,
  );
});

/**
 * rented cars, soonest due first (the order of urgency, then hours left), each with its due
 * state, hours left and revenue so far at `now` (the request's clock; bench/explain.ts, which
 * reads the plan alone, leaves it to the machine's)
 */
export function listRentedCars(
  db: DbOrTx,
  options: ListOptions & { now?: Date },
): Promise<JsonText<RentedCarsPage>> {
  const now = options.now ?? new Date();
  return readPage(db, rentedPage(listVariant(options)), listParams(options, [now.getTime()]));
}

/** due by `until`: the millisecond key bounds the index range, end_at decides */
const dueBy = (until: Date) =>
  and(
    sql`${ms(rentals.endAt)} <= ${ms(sql`${until.toISOString()}::timestamptz`)}`,
    lte(rentals.endAt, until),
  );

/** rented cars due by `until`, soonest first (by the index on the due time) */
export function listDueCars(db: DbOrTx, until: Date, limit: number) {
  const key = ms(rentals.endAt);
  return carViewQuery(db)
    .where(and(liveCar, carIs.rented, dueBy(until)))
    .orderBy(asc(key), asc(rentals.id))
    .limit(pageLimit(limit));
}

const isOut = sql`${rentals.state} = 'out'`;
const isReserved = sql`${rentals.state} = 'reserved'`;

/** rentals out and due by `until` whose car is live: the due rows by index, each car by key */
export async function countDueCars(db: DbOrTx, until: Date): Promise<number> {
  const [row] = await db
    .select({
      count: sql<number>`count(*) filter (where (
        select ${cars.deletedAt} is null from ${cars} where ${cars.id} = ${rentals.carId}))`.mapWith(
        Number,
      ),
    })
    .from(rentals)
    .where(and(isOut, dueBy(until)));
  return row?.count ?? 0;
}

/** the rentable grid's statement per variant (brand, page, size) */
const rentablePage = variants((key: string) => {
  const variant = variantOf(key);
  return pageStatement(
    `select ${carJson} as item, to_json(${isoTime('c.created_at')}) as key, c.id,
      ${msKey('c.created_at')} as k
    from ${carViewJoins}
    where ${carIsSql.live} and ${rentableSql}
      ${listFilters(variant, 0, 'c.brand_id', 'c.created_at', 'c.id')}
    order by ${msKey('c.created_at')}, c.id
    limit ${variant.limit + 1}`,
    'p.k, p.id',
    variant.limit,
  );
});

/** rentable cars in garage order (oldest first) */
export function listRentableCars(db: DbOrTx, options: ListOptions): Promise<JsonText<CarPage>> {
  return readPage(db, rentablePage(listVariant(options)), listParams(options, []));
}

/**
 * the rental dashboard cards: the car counts from summary_totals (kept by the triggers of
 * migration 0004), Total Revenue the fund's rental revenue (issue 28 §10, the rental part of
 * Total Benefit: advances, payments at return with their charges, less refunds)
 */
export async function rentalFigures(db: DbOrTx) {
  const [row] = await db
    .select({
      availableForRent: summed(summaryTotals.rentable),
      currentlyRented: summed(summaryTotals.rented),
    })
    .from(summaryTotals);
  const { rentalRevenue } = await readFundFigures(db);
  return {
    availableForRent: row?.availableForRent ?? 0,
    currentlyRented: row?.currentlyRented ?? 0,
    totalRevenue: rentalRevenue,
  };
}

export async function findActiveRental(tx: DbOrTx, carId: string): Promise<RentalRow | undefined> {
  const [row] = await tx
    .select()
    .from(rentals)
    .where(and(eq(rentals.carId, carId), isOut))
    .limit(1);
  return row;
}

/** the booking a car-level cancel acts on: its rental out (not started), else its next reservation */
export async function findCancellableBooking(
  tx: DbOrTx,
  carId: string,
): Promise<RentalRow | undefined> {
  const [row] = await tx
    .select()
    .from(rentals)
    .where(and(eq(rentals.carId, carId), isOpenBooking(rentals.state)))
    .orderBy(sql`${rentals.state} = 'out' desc`, asc(rentals.startAt))
    .limit(1);
  return row;
}

/**
 * A car with upcoming reservations can be neither sold nor deleted: the bookings would be
 * left on a car that is gone. Call after loadCarForWrite (the car is locked).
 */
export async function refuseIfReserved(tx: DbOrTx, carId: string): Promise<void> {
  const [row] = await tx
    .select({ id: rentals.id })
    .from(rentals)
    .where(and(eq(rentals.carId, carId), isReserved))
    .limit(1);
  if (row) throw new DomainError('car_reserved', reservationMessages.carReserved);
}

/** one booking by id, any state */
export async function findBooking(tx: DbOrTx, rentalId: string): Promise<RentalRow | undefined> {
  const [row] = await tx.select().from(rentals).where(eq(rentals.id, rentalId)).limit(1);
  return row;
}

/**
 * The first open booking (reserved or out) of the car over [start, end), other than
 * `exceptId`: the same rule as the exclusion constraint rentals_no_overlap, read first
 * so that the refusal can name the dates and the customer (the car's row is locked, so
 * no other booking of it can come in between; the constraint stays the last word).
 */
export async function findOverlap(
  tx: DbOrTx,
  carId: string,
  start: Date,
  end: Date,
  exceptId?: string,
): Promise<RentalRow | undefined> {
  const [row] = await tx
    .select()
    .from(rentals)
    .where(
      and(
        eq(rentals.carId, carId),
        isOpenBooking(rentals.state),
        sql`tstzrange(${rentals.startAt}, ${rentals.endAt}, '[)') && tstzrange(${start.toISOString()}::timestamptz, ${end.toISOString()}::timestamptz, '[)')`,
        exceptId ? ne(rentals.id, exceptId) : undefined,
      ),
    )
    .orderBy(asc(rentals.startAt))
    .limit(1);
  return row;
}

/** a car's open bookings that end after `now`, by start (the period picker greys them) */
export function listCarBookings(db: DbOrTx, carId: string, now: Date, limit: number) {
  return db
    .select({
      id: rentals.id,
      state: rentals.state,
      startAt: rentals.startAt,
      endAt: rentals.endAt,
      customerName: rentals.customerName,
    })
    .from(rentals)
    .where(
      and(
        eq(rentals.carId, carId),
        isOpenBooking(rentals.state),
        sql`(${rentals.endAt} > ${now.toISOString()}::timestamptz or ${isOut})`,
      ),
    )
    .orderBy(asc(rentals.startAt), asc(rentals.id))
    .limit(limit);
}

const reservationFields = {
  rental: rentals,
  brandName: brands.name,
  modelName: models.name,
  plate: cars.plate,
};

/** reservations of live cars with their car's names, soonest pickup first */
const reservationQuery = (db: DbOrTx) =>
  db
    .select(reservationFields)
    .from(rentals)
    .innerJoin(cars, eq(cars.id, rentals.carId))
    .innerJoin(brands, eq(brands.id, cars.brandId))
    .innerJoin(models, eq(models.id, cars.modelId))
    .$dynamic();

/** reservations waiting for their pickup, soonest first (by rentals_reserved_start_idx) */
export function listReservations(db: DbOrTx, options: ListOptions) {
  const cursor = options.cursor;
  return reservationQuery(db)
    .where(
      and(
        isReserved,
        liveCar,
        ofBrand(options.brandId),
        cursor
          ? sql`(${rentals.startAt}, ${rentals.id}) > (${cursor.key}::timestamptz, ${cursor.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(asc(rentals.startAt), asc(rentals.id))
    .limit(pageLimit(options.limit));
}

/** reservations whose pickup is due by `until` (today's and overdue pickups), soonest first */
export function listDuePickups(db: DbOrTx, until: Date, limit: number) {
  return reservationQuery(db)
    .where(and(isReserved, liveCar, lte(rentals.startAt, until)))
    .orderBy(asc(rentals.startAt), asc(rentals.id))
    .limit(pageLimit(limit));
}

export async function countDuePickups(db: DbOrTx, until: Date): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(rentals)
    .innerJoin(cars, eq(cars.id, rentals.carId))
    .where(and(isReserved, liveCar, lte(rentals.startAt, until)));
  return row?.count ?? 0;
}

/** sets some columns of a booking and answers the row */
export async function updateBooking(
  tx: Tx,
  rentalId: string,
  values: Partial<typeof rentals.$inferInsert>,
) {
  const [row] = await tx.update(rentals).set(values).where(eq(rentals.id, rentalId)).returning();
  return row!;
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
  values: Pick<
    RentalRow,
    'returnedAt' | 'endAt' | 'bookedEndAt' | 'endMileage' | 'totalDays' | 'totalAmount' | 'state'
  >,
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

/** rentals out past their due time (a metric: read at each scrape, by the due-time index) */
export async function countOverdue(db: DbOrTx, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(rentals)
    .innerJoin(cars, eq(cars.id, rentals.carId))
    .where(and(liveCar, isOut, dueBy(now)));
  return row?.n ?? 0;
}
