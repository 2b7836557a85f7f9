import type { CarPage } from '@car-rental/domain/contract/cars';
import type { rentalAlerts } from '@car-rental/domain/contract/rental-alerts';
import {
  CAR_BOOKINGS_LIMIT,
  type carBookings,
  type rentalSummary,
  type rentedCarsPage,
  type reservationsPage,
} from '@car-rental/domain/contract/rentals';
import { DomainError } from '@car-rental/domain/errors';
import { keptPrice, keptPricingOf } from '@car-rental/domain/pricing/kept';
import { reservationMessages } from '@car-rental/domain/rentals/reservations';
import { and, asc, eq, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { insertOnce, updateByIdOnce, variants } from '../../db/built-once.ts';
import type { DbOrTx, Tx } from '../../db/create-db.ts';
import { cars, rentalCharges, rentals } from '../../db/schema.ts';
import { run, statement } from '../../db/statement.ts';
import { pageStatement, readPage } from '../../lib/json-page.ts';
import { JsonText } from '../../lib/json-text.ts';
import { isOpenBooking } from '../../lib/sql.ts';
import { carIsSql, carJson, carViewJoins, isoTime } from '../cars/car-json.ts';
import { liveCar } from '../cars/car-view.repository.ts';
import {
  afterMs,
  carJsonWith,
  currentRevenueSql,
  dueFields,
  type ListOptions,
  listFilters,
  listParams,
  listVariant,
  msKey,
  openBookingSql,
  rentableSql,
  reservationJson,
  variantOf,
} from './rental-json.ts';

type RentedCarsPage = z.infer<typeof rentedCarsPage>;
type RentalAlerts = z.infer<typeof rentalAlerts>;
type RentalSummary = z.infer<typeof rentalSummary>;
type ReservationsPage = z.infer<typeof reservationsPage>;
type CarBookings = z.infer<typeof carBookings>;

const DAY_MS = 24 * 3_600_000;

export type RentalRow = typeof rentals.$inferSelect;
export type ChargeRow = typeof rentalCharges.$inferSelect;

/**
 * keys are compared at millisecond precision, the precision of the cursor (a JavaScript ISO
 * time): the column and the cursor's key are both cut to the millisecond. Written on the UTC
 * wall time, the expression is immutable: the indexes cars_garage_created_ms_idx and
 * rentals_out_due_idx are built on it, so the rented and rentable lists page by index.
 */
const ms = (column: SQL | typeof cars.createdAt | typeof rentals.endAt) =>
  sql`date_trunc('milliseconds', ${column} at time zone 'UTC')`;

/** the rented list's statement per variant: $1 the clock in milliseconds */
const rentedPage = variants((key: string) => {
  const variant = variantOf(key);
  const item = carJsonWith(`${dueFields('r.end_at', '$1')},
  'currentRevenue', ${currentRevenueSql('$1')}`);
  return pageStatement(
    `select ${item} as item, to_json(${isoTime('r.end_at')}) as key, r.id, ${msKey('r.end_at')} as k
    from ${carViewJoins}
    where ${carIsSql.live} and ${carIsSql.rented}
      ${listFilters(variant, 1, 'c.brand_id', afterMs('r.end_at', 'r.id'))}
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
export async function listRentedCars(
  db: DbOrTx,
  options: ListOptions & { now?: Date },
): Promise<JsonText<RentedCarsPage>> {
  const now = options.now ?? new Date();
  const page = await readPage<RentedCarsPage>(
    db,
    rentedPage(listVariant(options)),
    listParams(options, [now.getTime()]),
  );
  return withKeptRevenue(page, now);
}

/**
 * The statement's currentRevenue is the rental's daily rate times its days; a rental that
 * kept other prices (issue 33: a plan, extras, a discount) is priced again here by the same
 * keptPrice as its return. A page without one is passed on unparsed.
 */
const KEPT_PRICING = /"pricing"\s*:\s*\{/;

function withKeptRevenue(page: JsonText<RentedCarsPage>, now: Date): JsonText<RentedCarsPage> {
  if (!KEPT_PRICING.test(page.text)) return page;
  const answer = JSON.parse(page.text) as RentedCarsPage;
  for (const item of answer.items) {
    const rental = item.rental;
    if (!rental?.pricing) continue;
    const start = new Date(rental.rentedFrom);
    item.currentRevenue =
      start.getTime() > now.getTime()
        ? 0
        : keptPrice(
            { dailyRate: rental.pricing.baseRate, pricing: keptPricingOf(rental.pricing) },
            start,
            now,
          );
  }
  return new JsonText(JSON.stringify(answer));
}

/** due by `until`: the millisecond key bounds the index range, end_at decides */
const dueBy = (until: Date) =>
  and(
    sql`${ms(rentals.endAt)} <= ${ms(sql`${until.toISOString()}::timestamptz`)}`,
    lte(rentals.endAt, until),
  );

const isOut = sql`${rentals.state} = 'out'`;
const isReserved = sql`${rentals.state} = 'reserved'`;

/**
 * The bell's alerts due by $1 (now + 24 h): rentals out whose return is due (by
 * rentals_out_due_idx: the millisecond key bounds the range, end_at decides) and
 * reservations whose pickup is due (by rentals_reserved_start_idx), of live cars
 */
const dueReturns = `r.state = 'out' and ${msKey('r.end_at')} <= ${msKey('$1::timestamptz')}
  and r.end_at <= $1::timestamptz`;
const duePickups = `r.state = 'reserved' and r.start_at <= $1::timestamptz`;
const alertJoins = `rentals r join cars c on c.id = r.car_id
  join brands b on b.id = c.brand_id join models m on m.id = c.model_id`;

/**
 * how many: the due rows by index, each car's liveness by key (a join would let the generic
 * plan hash every car for the pickups: bench/EXPLAIN.md)
 */
const liveDue = (due: string) => `(select count(*) filter (where (
    select c2.deleted_at is null from cars c2 where c2.id = r.car_id))
  from rentals r where ${due})`;
const alertCount = `${liveDue(dueReturns)} + ${liveDue(duePickups)}`;

/** one alert (the contract's RentalAlert) of a rental `r` due at `time`; $2 the clock in ms */
const alertJson = (kind: 'return' | 'pickup', time: string) => `json_build_object(
  'kind', '${kind}', 'carId', c.id, 'rentalId', r.id, 'brandName', b.name,
  'modelName', m.name, 'plate', c.plate, 'customerName', r.customer_name,
  'rentedUntil', ${isoTime(time)}, ${dueFields(time, '$2', "'medium'")})`;

/**
 * The alerts' statement per number listed: 0 the count alone; else the `limit` most urgent
 * (sortAlerts of the domain: its urgency rises as the hours left fall, so by hours left, the
 * returns before the pickups at the same millisecond, each kind in its own order)
 */
const alertsStatement = variants((listed: string) => {
  const limit = Number(listed);
  const items =
    limit === 0
      ? `'[]'::json`
      : `coalesce((select json_agg(a.item order by a.k, a.kind, a.t, a.id) from (
    (select ${alertJson('return', 'r.end_at')} as item, ${msKey('r.end_at')} as k, 0 as kind,
        null::timestamptz as t, r.id
      from ${alertJoins} where ${dueReturns} and ${carIsSql.live}
      order by ${msKey('r.end_at')}, r.id limit ${limit})
    union all
    (select ${alertJson('pickup', 'r.start_at')}, ${msKey('r.start_at')}, 1, r.start_at, r.id
      from ${alertJoins} where ${duePickups} and ${carIsSql.live}
      order by r.start_at, r.id limit ${limit})
    order by 2, 3, 4, 5 limit ${limit}) a), '[]'::json)`;
  return statement<{ answer: string }>(`select json_build_object('count', ${alertCount},
  'items', ${items})::text as answer`);
});

/** the bell: the rentals and pickups due by `until` (now + 24 h) and the `limit` most urgent */
export async function listDueCars(
  db: DbOrTx,
  until: Date,
  limit: number,
): Promise<JsonText<RentalAlerts>> {
  if (!Number.isSafeInteger(limit) || limit < 0)
    throw new Error(`not a number of alerts: ${limit}`);
  const params =
    limit === 0 ? [until.toISOString()] : [until.toISOString(), until.getTime() - DAY_MS];
  const [row] = await run(db, alertsStatement(String(limit)), params);
  return new JsonText(row!.answer);
}

/** the bell's count alone (the closed bell, ?limit=0) */
export const countDueCars = (db: DbOrTx, until: Date) => listDueCars(db, until, 0);

/** the rentable grid's statement per variant (brand, page, size) */
const rentablePage = variants((key: string) => {
  const variant = variantOf(key);
  return pageStatement(
    `select ${carJson} as item, to_json(${isoTime('c.created_at')}) as key, c.id,
      ${msKey('c.created_at')} as k
    from ${carViewJoins}
    where ${carIsSql.live} and ${rentableSql}
      ${listFilters(variant, 0, 'c.brand_id', afterMs('c.created_at', 'c.id'))}
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
 * the rental dashboard cards in one statement: the car counts from summary_totals (kept by
 * the triggers of migration 0004), Total Revenue the fund's rental revenue (issue 28 §10,
 * the rental part of Total Benefit: advances, payments at return with their charges, less
 * refunds): fundFigures' rule for the rental category (money in adds, money out takes back)
 * over the sums per type and category (migration 0016), held equal to it by
 * rentals-lists.routes.test.ts
 */
const rentalFiguresStatement = statement<{ answer: string }>(`select json_build_object(
  'availableForRent', t.rentable, 'currentlyRented', t.rented,
  'totalRevenue', (select coalesce(sum(case when f.type = 'add_money' then f.amount
    else -f.amount end), 0) from fund_category_totals f where f.category = 'rental')
  )::text as answer
from (select coalesce(sum(s.rentable), 0) as rentable, coalesce(sum(s.rented), 0) as rented
  from summary_totals s) t`);

export async function rentalFigures(db: DbOrTx): Promise<JsonText<RentalSummary>> {
  const [row] = await run(db, rentalFiguresStatement, []);
  return new JsonText(row!.answer);
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

/**
 * The period picker's greyed periods of a live car ($1), or null when there is none: its open
 * bookings that end after now ($2; one out stays, even past its due time) and its blocked
 * periods that end after now, each by start, at most CAR_BOOKINGS_LIMIT of each. Rows whose
 * columns are the contract's names (json_agg of a record)
 */
const carBookingsStatement = statement<{ answer: string | null }>(`select case when exists (
  select 1 from cars c where c.id = $1::uuid and ${carIsSql.live}) then json_build_object(
  'items', (select coalesce(json_agg(y order by y."startDate" collate "C", y.id), '[]'::json)
    from (select r.id, r.state, ${isoTime('r.start_at')} as "startDate",
        ${isoTime('r.end_at')} as "endDate", r.customer_name as "customerName"
      from rentals r
      where r.car_id = $1::uuid and ${openBookingSql('r.state')}
        and (r.end_at > $2::timestamptz or r.state = 'out')
      order by r.start_at, r.id limit ${CAR_BOOKINGS_LIMIT}) y),
  'blocks', (select coalesce(json_agg(z order by z."startDate" collate "C", z.id), '[]'::json)
    from (select cb.id, cb.kind, ${isoTime('cb.start_at')} as "startDate",
        ${isoTime('cb.end_at')} as "endDate"
      from car_blocks cb
      where cb.car_id = $1::uuid and cb.end_at > $2::timestamptz
      order by cb.start_at, cb.id limit ${CAR_BOOKINGS_LIMIT}) z))::text end as answer`);

/** a live car's bookings and blocks the period picker greys, or undefined when it is not */
export async function listCarBookings(
  db: DbOrTx,
  carId: string,
  now: Date,
): Promise<JsonText<CarBookings> | undefined> {
  const [row] = await run(db, carBookingsStatement, [carId, now.toISOString()]);
  return row?.answer ? new JsonText(row.answer) : undefined;
}

/**
 * The reservations' statement per variant: those waiting for their pickup, of live cars,
 * soonest first (by rentals_reserved_start_idx); $1 the clock in milliseconds, then the brand
 * and the cursor (the pickup time as its ISO text, compared as it is)
 */
const reservationsStatement = variants((key: string) => {
  const variant = variantOf(key);
  const after = (keyParam: string, idParam: string) =>
    `(r.start_at, r.id) > (${keyParam}::timestamptz, ${idParam}::uuid)`;
  return pageStatement(
    `select ${reservationJson('$1')} as item, to_json(${isoTime('r.start_at')}) as key, r.id,
      r.start_at as t
    from rentals r join cars c on c.id = r.car_id
      join brands b on b.id = c.brand_id join models m on m.id = c.model_id
    where r.state = 'reserved' and ${carIsSql.live}
      ${listFilters(variant, 1, 'c.brand_id', after)}
    order by r.start_at, r.id
    limit ${variant.limit + 1}`,
    'p.t, p.id',
    variant.limit,
  );
});

/** reservations waiting for their pickup, soonest first, each with its hours left at `now` */
export function listReservations(
  db: DbOrTx,
  options: ListOptions & { now: Date },
): Promise<JsonText<ReservationsPage>> {
  const params = listParams(options, [options.now.getTime()]);
  return readPage(db, reservationsStatement(listVariant(options)), params);
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

/** the write path's statements on rentals and their charges, built once per variant (issue 30 §1) */
const rentalInsert = insertOnce(rentals);
const rentalUpdate = updateByIdOnce(rentals);
const chargesInsert = insertOnce(rentalCharges);

export async function insertRental(tx: Tx, values: typeof rentals.$inferInsert) {
  const [row] = await rentalInsert(tx, [values]);
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
  // the charges first, on the rental still out: their trigger's update of its charges_total
  // counts nothing yet (migration 0028), and the return's update counts the rental once. The
  // update does not wait for the insert's answer: both are sent together (one trip on
  // PostgreSQL, plan-once-pg.ts) and run in that order, each a statement of its own.
  const [inserted, row] = await Promise.all([
    chargesInsert(
      tx,
      charges.map((charge) => ({ ...charge, rentalId })),
    ),
    rentalUpdate(tx, rentalId, values),
  ]);
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
