import type { CarView } from '@car-rental/domain/contract/car';
import type { ForSaleQuery, SalesSummary } from '@car-rental/domain/contract/sales';
import { priceRangeBounds } from '@car-rental/domain/sales/price-range';
import { roundedAverage } from '@car-rental/domain/sales/sale-profit';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/create-db.ts';
import { cars, sales, summaryTotals } from '../../db/schema.ts';
import { decodeNumberCursor, toPage } from '../../lib/keyset-cursor.ts';
import { pageLimit, rangeOf, summed } from '../../lib/sql.ts';
import { carIs, carViewQuery, liveCar, toCarView } from '../cars/car-view.repository.ts';

/** §4 Sale listing: in the garage, not rented, not sold, marked for sale, salePrice above 0 */
const listedForSale: SQL = and(
  liveCar,
  sql`${cars.isForSale}`,
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
        rangeOf(cars.salePrice, min, max),
        after
          ? sql`(${cars.salePrice}, ${cars.id}) > (${after.key}::bigint, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(asc(cars.salePrice), asc(cars.id))
    .limit(pageLimit(query.limit + 1));
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
    .limit(pageLimit(RECENTLY_SOLD));
  return rows.map(toCarView);
}

/** the Car Sales cards, from summary_totals (kept by the triggers of migration 0004) */
export async function salesSummary(db: DbOrTx): Promise<SalesSummary> {
  const [row] = await db
    .select({
      availableForSale: summed(summaryTotals.listedForSale),
      carsSold: summed(summaryTotals.sales),
      totalRevenue: summed(summaryTotals.salesRevenue),
      profitTotal: summed(summaryTotals.saleProfitTotal),
      profitCount: summed(summaryTotals.saleProfitCount),
    })
    .from(summaryTotals);
  return {
    availableForSale: row?.availableForSale ?? 0,
    carsSold: row?.carsSold ?? 0,
    totalRevenue: row?.totalRevenue ?? 0,
    netProfit: roundedAverage(row?.profitTotal ?? 0, row?.profitCount ?? 0),
  };
}

/** the sale row of a car sold; answers its id */
export async function insertSale(tx: DbOrTx, values: typeof sales.$inferInsert): Promise<string> {
  const [row] = await tx.insert(sales).values(values).returning({ id: sales.id });
  if (!row) throw new Error('sale insert returned nothing');
  return row.id;
}

export async function deleteSale(tx: DbOrTx, saleId: string): Promise<void> {
  await tx.delete(sales).where(eq(sales.id, saleId));
}

/** the car's own columns a sale or its undoing changes */
export async function setCarSaleState(
  tx: DbOrTx,
  carId: string,
  changes: Partial<typeof cars.$inferInsert>,
  now: Date,
): Promise<void> {
  await tx
    .update(cars)
    .set({ ...changes, updatedAt: now })
    .where(eq(cars.id, carId));
}
