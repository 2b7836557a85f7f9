import { eq } from 'drizzle-orm';
import type { Db } from '../db/create-db.ts';
import { brands, cars, models, rentals, sales, suppliers } from '../db/schema.ts';

/**
 * Rows written straight into the database for tests that need a business state
 * without going through other modules' routes.
 */

export async function catalogueModel(db: Db, brandName = 'Renault', modelName = 'Clio') {
  const [row] = await db
    .select({ brandId: brands.id, modelId: models.id })
    .from(models)
    .innerJoin(brands, eq(brands.id, models.brandId))
    .where(eq(brands.name, brandName));
  const [exact] = await db
    .select({ brandId: brands.id, modelId: models.id })
    .from(models)
    .innerJoin(brands, eq(brands.id, models.brandId))
    .where(eq(models.name, modelName));
  const found = exact ?? row;
  if (!found) throw new Error(`no model ${brandName} ${modelName} in the catalogue`);
  return found;
}

export type CarRow = typeof cars.$inferInsert;

/** a paid, rentable car in the garage unless overrides say otherwise */
export async function insertCar(db: Db, overrides: Partial<CarRow> = {}) {
  const { brandId, modelId } = await catalogueModel(db);
  const [car] = await db
    .insert(cars)
    .values({
      brandId,
      modelId,
      year: 2022,
      dailyRate: 1_000_000,
      salePrice: 200_000_000,
      purchasePrice: 150_000_000,
      plate: `P-${Math.floor(Math.random() * 1e9)}`,
      color: 'White',
      mileageKm: 10_000,
      isPaid: true,
      ...overrides,
    })
    .returning();
  return car!;
}

export async function insertSupplier(
  db: Db,
  overrides: Partial<typeof suppliers.$inferInsert> = {},
) {
  const [supplier] = await db
    .insert(suppliers)
    .values({ name: 'Auto Import SARL', ...overrides })
    .returning();
  return supplier!;
}

export type RentalRow = typeof rentals.$inferInsert;

/** an active rental unless returnedAt is given */
export async function insertRental(db: Db, carId: string, overrides: Partial<RentalRow> = {}) {
  const start = overrides.startAt ?? new Date('2026-06-10T09:00:00.000Z');
  const [rental] = await db
    .insert(rentals)
    .values({
      carId,
      customerName: 'Karim Benali',
      customerContact: '+213 555 12 34 56',
      customerEmail: 'karim@example.dz',
      customerLicense: 'DZ-123456',
      paymentType: 'after',
      startAt: start,
      endAt: new Date(start.getTime() + 3 * 24 * 3600 * 1000),
      dailyRate: 1_000_000,
      startMileage: 10_000,
      state: overrides.cancelledAt ? 'cancelled' : overrides.returnedAt ? 'returned' : 'out',
      ...overrides,
    })
    .returning();
  return rental!;
}

export async function insertSale(
  db: Db,
  carId: string,
  overrides: Partial<typeof sales.$inferInsert> = {},
) {
  const [sale] = await db
    .insert(sales)
    .values({
      carId,
      soldAt: new Date('2026-06-12T15:00:00.000Z'),
      customerName: 'Yacine Haddad',
      customerPhone: '0555 98 76 54',
      customerLicense: 'DZ-654321',
      finalPrice: 210_000_000,
      listedPrice: 200_000_000,
      ...overrides,
    })
    .returning();
  await db.update(cars).set({ inGarage: false, isForSale: false }).where(eq(cars.id, carId));
  return sale!;
}
