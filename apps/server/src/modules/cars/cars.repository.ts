import type { Car } from '@car-rental/domain/cars/car';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/create-db.ts';
import { brands, cars, fundTransactions, models, suppliers } from '../../db/schema.ts';

export async function findBrand(db: DbOrTx, brandId: string) {
  const [row] = await db
    .select({ id: brands.id, name: brands.name })
    .from(brands)
    .where(eq(brands.id, brandId));
  return row;
}

export async function findModel(db: DbOrTx, modelId: string) {
  const [row] = await db
    .select({ id: models.id, name: models.name, brandId: models.brandId })
    .from(models)
    .where(eq(models.id, modelId));
  return row;
}

export async function supplierExists(db: DbOrTx, supplierId: string): Promise<boolean> {
  const rows = await db
    .select({ id: suppliers.id })
    .from(suppliers)
    .where(eq(suppliers.id, supplierId));
  return rows.length > 0;
}

/** the columns a car rule decides; rented and sold live in rentals and sales */
function columnsOf(car: Car) {
  return {
    brandId: car.brandId,
    modelId: car.modelId,
    year: car.year,
    dailyRate: car.dailyRate,
    salePrice: car.salePrice,
    purchasePrice: car.purchasePrice,
    supplierId: car.supplierId,
    rating: car.rating,
    transmission: car.transmission,
    fuel: car.fuel,
    plate: car.plate,
    color: car.color,
    mileageKm: car.mileageKm,
    images: car.images,
    inGarage: car.inGarage,
    isPaid: car.isPaid,
    isForSale: car.isForSale,
  };
}

export async function insertCar(db: DbOrTx, car: Car, now: Date): Promise<string> {
  const [row] = await db
    .insert(cars)
    .values({ ...columnsOf(car), createdAt: now, updatedAt: now })
    .returning({ id: cars.id });
  return row!.id;
}

export async function saveCar(db: DbOrTx, carId: string, car: Car, now: Date): Promise<void> {
  await db
    .update(cars)
    .set({ ...columnsOf(car), updatedAt: now })
    .where(eq(cars.id, carId));
}

export async function softDeleteCar(db: DbOrTx, carId: string, at: Date): Promise<void> {
  await db.update(cars).set({ deletedAt: at, updatedAt: at }).where(eq(cars.id, carId));
}

/** the purchase entries an action booked for this car (bookedPurchase adds them up) */
export function findPurchaseEntries(db: DbOrTx, carId: string) {
  return db
    .select({
      type: fundTransactions.type,
      amount: fundTransactions.amount,
      supplierId: fundTransactions.supplierId,
    })
    .from(fundTransactions)
    .where(
      and(
        eq(fundTransactions.carId, carId),
        eq(fundTransactions.source, 'action'),
        eq(fundTransactions.category, 'supplier'),
      ),
    );
}
