import type { CarView } from '@car-rental/domain/contract/car';
import type { ForSaleQuery, SalesSummary } from '@car-rental/domain/contract/sales';
import { priceRangeBounds } from '@car-rental/domain/sales/price-range';
import { roundedAverage } from '@car-rental/domain/sales/sale-profit';
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/create-db.ts';
import { cars, sales } from '../../db/schema.ts';
import { decodeNumberCursor, toPage } from '../../lib/keyset-cursor.ts';
import { carIs, carViewQuery, liveCar, toCarView } from '../cars/car-view.repository.ts';

/** §4 Sale listing: in the garage, not rented, not sold, marked for sale, salePrice above 0 */
const listedForSale: SQL = and(
  liveCar,
  eq(cars.isForSale, true),
  carIs.available,
  sql`${cars.salePrice} > 0`,
)!;

export const RECENTLY_SOLD = 8;

/** the Available for Sale grid: by sale price ascending, then id */
export async function listCarsForSale(
  db: DbOrTx,
  query: ForSaleQuery,
): Promise<{ items: CarView[]; nextCursor: string | null }> {
  const { min, max } = priceRangeBounds(query.priceRange);
  const after = decodeNumberCursor(query.cursor);
  const rows = await carViewQuery(db)
    .where(
      and(
        listedForSale,
        query.brandId ? eq(cars.brandId, query.brandId) : undefined,
        min !== null ? sql`${cars.salePrice} >= ${min}` : undefined,
        max !== null ? sql`${cars.salePrice} <= ${max}` : undefined,
        after
          ? sql`(${cars.salePrice}, ${cars.id}) > (${after.key}::bigint, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(asc(cars.salePrice), asc(cars.id))
    .limit(query.limit + 1);
  return toPage(rows, query.limit, toCarView, ({ car }) => ({
    key: car.salePrice ?? 0,
    id: car.id,
  }));
}

/** the Recently Sold grid: the last 8 sold cars, newest sale first */
export async function listRecentlySold(db: DbOrTx): Promise<CarView[]> {
  const rows = await carViewQuery(db)
    .where(and(liveCar, carIs.sold))
    .orderBy(desc(sales.soldAt), desc(sales.id))
    .limit(RECENTLY_SOLD);
  return rows.map(toCarView);
}

/** the Car Sales cards, two aggregate queries */
export async function salesSummary(db: DbOrTx): Promise<SalesSummary> {
  const listed = carViewQuery(db).where(listedForSale).as('listed');
  const [available] = await db.select({ n: count() }).from(listed);
  const [sold] = await db
    .select({
      carsSold: count(),
      totalRevenue: sql<number>`coalesce(sum(${sales.finalPrice}), 0)`.mapWith(Number),
      profitTotal:
        sql<number>`coalesce(sum(${sales.finalPrice} - ${cars.purchasePrice}), 0)`.mapWith(Number),
      profitCount: sql<number>`count(${cars.purchasePrice})`.mapWith(Number),
    })
    .from(sales)
    .innerJoin(cars, eq(cars.id, sales.carId));
  return {
    availableForSale: available?.n ?? 0,
    carsSold: sold?.carsSold ?? 0,
    totalRevenue: sold?.totalRevenue ?? 0,
    netProfit: roundedAverage(sold?.profitTotal ?? 0, sold?.profitCount ?? 0),
  };
}
