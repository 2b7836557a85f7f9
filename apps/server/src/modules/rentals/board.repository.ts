import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/create-db.ts';
import { rows } from '../../db/rows.ts';
import { brands, carBlocks, cars, models, rentals, sales } from '../../db/schema.ts';
import type { Cursor } from '../../lib/keyset-cursor.ts';
import { isOpenBooking, pageLimit } from '../../lib/sql.ts';
import { carIs, liveCar } from '../cars/car-view.repository.ts';
import { rentable } from './rentals.repository.ts';

export type BlockRow = typeof carBlocks.$inferSelect;

/** the key of garage order, at the cursor's millisecond precision (cars_garage_created_ms_idx) */
const createdMs = sql`date_trunc('milliseconds', ${cars.createdAt} at time zone 'UTC')`;

const range = (start: SQL | typeof carBlocks.startAt, end: SQL | typeof carBlocks.endAt) =>
  sql`tstzrange(${start}, ${end}, '[)')`;
const windowOf = (from: Date, to: Date) =>
  range(sql`${from.toISOString()}::timestamptz`, sql`${to.toISOString()}::timestamptz`);

export interface BoardPageOptions {
  brandId?: string | undefined;
  status: 'all' | 'available' | 'rented';
  cursor?: Cursor | undefined;
  limit: number;
}

/**
 * A page of the board's cars: the fleet in the garage (live, In Garage), oldest first, by
 * the index the garage grids page with; so 10,000 cars cost what one page shows.
 */
export function boardCars(db: DbOrTx, options: BoardPageOptions) {
  const cursor = options.cursor;
  return db
    .select({
      id: cars.id,
      brandName: brands.name,
      modelName: models.name,
      plate: cars.plate,
      dailyRate: cars.dailyRate,
      createdAt: cars.createdAt,
      rented: sql<boolean>`${carIs.rented}`,
      rentable: sql<boolean>`${rentable}`,
    })
    .from(cars)
    .innerJoin(brands, eq(brands.id, cars.brandId))
    .innerJoin(models, eq(models.id, cars.modelId))
    .leftJoin(rentals, and(sql`${rentals.carId} = ${cars.id}`, sql`${rentals.state} = 'out'`))
    .leftJoin(sales, sql`${sales.carId} = ${cars.id}`)
    .where(
      and(
        liveCar,
        cars.inGarage,
        carIs.notSold,
        options.brandId ? eq(cars.brandId, options.brandId) : undefined,
        options.status === 'available' ? rentable : undefined,
        options.status === 'rented' ? carIs.rented : undefined,
        cursor
          ? sql`(${createdMs}, ${cars.id}) > (date_trunc('milliseconds', ${cursor.key}::timestamptz at time zone 'UTC'), ${cursor.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(asc(createdMs), asc(cars.id))
    .limit(pageLimit(options.limit));
}

/**
 * The bars of a page of cars over [from, to): open bookings by the GiST index of
 * rentals_no_overlap, returned ones by (car, return time), blocks by car_blocks_no_overlap.
 */
export async function boardBars(db: DbOrTx, carIds: string[], from: Date, to: Date) {
  if (carIds.length === 0) return [];
  const window = windowOf(from, to);
  const ids = sql`array[${sql.join(
    carIds.map((carId) => sql`${carId}::uuid`),
    sql`, `,
  )}]`;
  const result = await db.execute(sql`
    select r.id, r.car_id, 'booking' as kind, r.state, r.start_at, r.end_at, r.customer_name as label
      from ${rentals} r
      where r.car_id = any(${ids}) and ${isOpenBooking(sql`r.state`)}
        and tstzrange(r.start_at, r.end_at, '[)') && ${window}
    union all
    select r.id, r.car_id, 'booking', r.state, r.start_at, r.returned_at, r.customer_name
      from ${rentals} r
      where r.car_id = any(${ids}) and r.state = 'returned'
        and r.returned_at > ${from.toISOString()}::timestamptz
        and r.start_at < ${to.toISOString()}::timestamptz
    union all
    select b.id, b.car_id, 'block', b.kind, b.start_at, b.end_at, coalesce(b.note, '')
      from ${carBlocks} b
      where b.car_id = any(${ids}) and tstzrange(b.start_at, b.end_at, '[)') && ${window}
    order by 2, 5, 1`);
  return rows<{
    id: string;
    car_id: string;
    kind: 'booking' | 'block';
    state: 'reserved' | 'out' | 'returned' | 'maintenance' | 'repair' | 'owner';
    start_at: string | Date;
    end_at: string | Date;
    label: string;
  }>(result);
}

/** the first block of the car over [start, end), or undefined */
export async function findBlockOverlap(
  tx: DbOrTx,
  carId: string,
  start: Date,
  end: Date,
): Promise<BlockRow | undefined> {
  const [row] = await tx
    .select()
    .from(carBlocks)
    .where(
      and(
        eq(carBlocks.carId, carId),
        sql`${range(carBlocks.startAt, carBlocks.endAt)} && ${windowOf(start, end)}`,
      ),
    )
    .orderBy(asc(carBlocks.startAt))
    .limit(1);
  return row;
}

/** a car's blocked periods that end after `now`, by start (the period picker greys them) */
export function listCarBlocks(db: DbOrTx, carId: string, now: Date, limit: number) {
  return db
    .select()
    .from(carBlocks)
    .where(
      and(eq(carBlocks.carId, carId), sql`${carBlocks.endAt} > ${now.toISOString()}::timestamptz`),
    )
    .orderBy(asc(carBlocks.startAt), asc(carBlocks.id))
    .limit(limit);
}

export async function insertBlock(tx: Tx, values: typeof carBlocks.$inferInsert) {
  const [row] = await tx.insert(carBlocks).values(values).returning();
  return row!;
}

export async function findBlock(tx: DbOrTx, carId: string, blockId: string) {
  const [row] = await tx
    .select()
    .from(carBlocks)
    .where(and(eq(carBlocks.id, blockId), eq(carBlocks.carId, carId)))
    .limit(1);
  return row;
}

export async function deleteBlock(tx: Tx, blockId: string) {
  await tx.delete(carBlocks).where(inArray(carBlocks.id, [blockId]));
}
