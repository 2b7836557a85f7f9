import type { CarView } from '@car-rental/domain/contract/car';
import { DomainError } from '@car-rental/domain/errors';
import type { MessageKey } from '@car-rental/domain/messages';
import { and, isNull, type SQL, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import { builtOnce } from '../../db/built-once.ts';
import type { DbOrTx } from '../../db/create-db.ts';
import { brands, cars, models, rentals, sales, suppliers } from '../../db/schema.ts';

/** the columns of a car as screens show it */
const carViewFields = {
  car: cars,
  brandName: brands.name,
  brandLogo: brands.logo,
  modelName: models.name,
  supplierName: suppliers.name,
  rental: rentals,
  sale: sales,
  /** exact sort keys (microseconds) for keyset cursors */
  createdAtKey: sql<string>`${cars.createdAt}::text`,
  soldAtKey: sql<string | null>`${sales.soldAt}::text`,
};

/**
 * The one query that reads cars the way screens show them: car, brand, model, supplier,
 * its rental while it is out (not its reservations) and its live sale, plus any `extra` columns. Callers add where, order
 * and limit. Soft-deleted cars are never returned.
 */
export function carViewQuery<Extra extends SelectedFields = Record<never, never>>(
  db: DbOrTx,
  extra?: Extra,
) {
  return db
    .select({ ...carViewFields, ...(extra as Extra) })
    .from(cars)
    .innerJoin(brands, sql`${brands.id} = ${cars.brandId}`)
    .innerJoin(models, sql`${models.id} = ${cars.modelId}`)
    .leftJoin(suppliers, sql`${suppliers.id} = ${cars.supplierId}`)
    .leftJoin(rentals, and(sql`${rentals.carId} = ${cars.id}`, sql`${rentals.state} = 'out'`))
    .leftJoin(sales, sql`${sales.carId} = ${cars.id}`)
    .$dynamic();
}

/** where clause that every car read starts from */
export const liveCar: SQL = isNull(cars.deletedAt);

/**
 * tested on the join key, so that PostgreSQL plans a left join ... is null as an anti join
 * (with its real row estimate) and can page the newest unsold cars by index
 */
const notRented = sql`${rentals.carId} is null`;
const notSold = sql`${sales.carId} is null`;

/** SQL conditions for the car states of spec §4, usable in where clauses and counts */
export const carIs = {
  rented: sql`${rentals.carId} is not null`,
  notRented,
  sold: sql`${sales.carId} is not null`,
  notSold,
  /** in the garage, not rented, not sold (isAvailable in packages/domain/src/cars/car.ts) */
  available: sql`${cars.inGarage} and ${notRented} and ${notSold}`,
};

type Row = Awaited<
  ReturnType<ReturnType<typeof carViewQuery<Record<never, never>>>['execute']>
>[number];

export function toCarView(row: Row): CarView {
  const { car, rental, sale } = row;
  return {
    id: car.id,
    brandId: car.brandId,
    brandName: row.brandName,
    brandLogo: row.brandLogo,
    modelId: car.modelId,
    modelName: row.modelName,
    year: car.year,
    dailyRate: car.dailyRate,
    salePrice: car.salePrice,
    purchasePrice: car.purchasePrice,
    supplierId: car.supplierId,
    supplierName: row.supplierName,
    rating: car.rating,
    transmission: car.transmission,
    fuel: car.fuel,
    plate: car.plate,
    color: car.color,
    mileageKm: car.mileageKm,
    images: car.images,
    inGarage: car.inGarage,
    isPaid: car.isPaid,
    isRented: rental !== null,
    isForSale: car.isForSale,
    isSold: sale !== null,
    rental: rental && {
      id: rental.id,
      rentedFrom: rental.startAt.toISOString(),
      rentedUntil: rental.endAt.toISOString(),
      rentalStartMileage: rental.startMileage,
      currentCustomerName: rental.customerName,
      currentCustomerContact: rental.customerContact,
      currentCustomerEmail: rental.customerEmail,
      currentCustomerLicense: rental.customerLicense,
      rentalPaymentType: rental.paymentType,
      advancePaid: rental.advancePaid,
      contractNumber: rental.contractNumber,
      pricing: rental.quote?.pricing ?? null,
    },
    sale: sale && {
      id: sale.id,
      soldDate: sale.soldAt.toISOString(),
      soldToCustomer: sale.customerName,
      soldToCustomerPhone: sale.customerPhone,
      soldToCustomerLicense: sale.customerLicense,
      finalSalePrice: sale.finalPrice,
      listedPrice: sale.listedPrice,
    },
    createdAt: car.createdAt.toISOString(),
  };
}

/** a car view row (its car, rental out and sale rows), the query built once */
const carViewRow = builtOnce<Row[], { carId: string }>((db) =>
  carViewQuery(db)
    .where(and(liveCar, sql`${cars.id} = ${sql.placeholder('carId')}`))
    .limit(1),
);

/** one car as screens show it, or undefined */
export async function findCarView(db: DbOrTx, carId: string): Promise<CarView | undefined> {
  const [row] = await carViewRow.run(db, { carId });
  return row && toCarView(row);
}

const lockCarRow = builtOnce<{ id: string }[], { carId: string }>((db) =>
  db
    .select({ id: cars.id })
    .from(cars)
    .where(and(liveCar, sql`${cars.id} = ${sql.placeholder('carId')}`))
    .for('update'),
);

/**
 * Locks the car row so that two requests acting on one car run one after the other.
 * Call first inside a write transaction, before reading the car's state.
 */
export async function lockCar(tx: DbOrTx, carId: string): Promise<boolean> {
  const rows = await lockCarRow.run(tx, { carId });
  return rows.length > 0;
}

/** a car view as its query reads it: the car's row, its rental out (a rentals row), its sale */
export type CarViewRow = Row;

/**
 * The car a write acts on, as its query reads it (the rental out is the whole rentals row):
 * locked first (lockCar), then read, in a statement of its own so that it reads what the
 * previous holder of the lock committed. Both are sent together (one trip on PostgreSQL:
 * plan-once-pg.ts); the read runs once the lock is granted, on a snapshot of its own. A car
 * that does not exist (or was deleted) answers 404 car_not_found with `missing` as its text.
 */
export async function loadCarRowForWrite(
  tx: DbOrTx,
  carId: string,
  missing: MessageKey = 'details.carNotFound',
): Promise<CarViewRow> {
  const [locked, [row]] = await Promise.all([lockCar(tx, carId), carViewRow.run(tx, { carId })]);
  if (!locked || !row) throw new DomainError('car_not_found', missing);
  return row;
}

/**
 * The car a write acts on, for every write of every module: locked first (lockCar), then
 * read as screens show it (loadCarRowForWrite).
 */
export async function loadCarForWrite(
  tx: DbOrTx,
  carId: string,
  missing: MessageKey = 'details.carNotFound',
): Promise<CarView> {
  return toCarView(await loadCarRowForWrite(tx, carId, missing));
}

/**
 * The car as screens show it after a write, from the row read under its lock and what the
 * write changed (its own columns, one of its bookings as the write's `returning` answered
 * it), with no read back: the view's rental is the booking out, as its join reads it.
 */
export function carViewAfter(
  row: CarViewRow,
  change: { car?: Partial<CarViewRow['car']>; booking?: NonNullable<CarViewRow['rental']> },
): CarView {
  const { booking } = change;
  let rental = row.rental;
  if (booking?.state === 'out') rental = booking;
  else if (booking && rental?.id === booking.id) rental = null;
  return toCarView({ ...row, car: { ...row.car, ...change.car }, rental });
}
