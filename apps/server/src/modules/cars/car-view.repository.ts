import type { CarView } from '@car-rental/domain/contract/car';
import { DomainError } from '@car-rental/domain/errors';
import type { MessageKey } from '@car-rental/domain/messages';
import { and, isNull, type SQL, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
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

/** one car as screens show it, or undefined */
export async function findCarView(db: DbOrTx, carId: string): Promise<CarView | undefined> {
  const [row] = await carViewQuery(db)
    .where(and(liveCar, sql`${cars.id} = ${carId}`))
    .limit(1);
  return row && toCarView(row);
}

/**
 * Locks the car row so that two requests acting on one car run one after the other.
 * Call first inside a write transaction, before reading the car's state.
 */
export async function lockCar(tx: DbOrTx, carId: string): Promise<boolean> {
  const rows = await tx
    .select({ id: cars.id })
    .from(cars)
    .where(and(liveCar, sql`${cars.id} = ${carId}`))
    .for('update');
  return rows.length > 0;
}

/**
 * The car a write acts on, for every write of every module: locked first (lockCar), then
 * read as screens show it. A car that does not exist (or was deleted) answers 404
 * car_not_found with `missing` as its text.
 */
export async function loadCarForWrite(
  tx: DbOrTx,
  carId: string,
  missing: MessageKey = 'details.carNotFound',
): Promise<CarView> {
  const car = (await lockCar(tx, carId)) ? await findCarView(tx, carId) : undefined;
  if (!car) throw new DomainError('car_not_found', missing);
  return car;
}
