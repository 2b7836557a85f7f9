import type { CarView } from '@car-rental/domain/contract/car';
import type { CarPage } from '@car-rental/domain/contract/cars';
import type { ForSaleQuery, SalesSummary } from '@car-rental/domain/contract/sales';
import { exactInteger } from '@car-rental/domain/money';
import { priceRangeBounds } from '@car-rental/domain/sales/price-range';
import { roundedAverage } from '@car-rental/domain/sales/sale-profit';
import { eq } from 'drizzle-orm';
import { variants } from '../../db/built-once.ts';
import type { DbOrTx } from '../../db/create-db.ts';
import { cars, sales } from '../../db/schema.ts';
import { run, statement } from '../../db/statement.ts';
import { pageStatement, readPage } from '../../lib/json-page.ts';
import { JsonText } from '../../lib/json-text.ts';
import { decodeNumberCursor } from '../../lib/keyset-cursor.ts';
import { wholeNumber } from '../../lib/sql.ts';
import { carIsSql, carJson, carViewJoins } from '../cars/car-json.ts';

/** §4 Sale listing: in the garage, not rented, not sold, marked for sale, salePrice above 0 */
const listedForSale = [carIsSql.live, 'c.is_for_sale', carIsSql.available, 'c.sale_price > 0'].join(
  ' and ',
);

export const RECENTLY_SOLD = 8;

interface ForSaleVariant {
  range: ForSaleQuery['priceRange'];
  brand: boolean;
  next: boolean;
  limit: number;
}

/**
 * The Available for Sale grid's statement per variant: price range (its bounds are SQL text:
 * rangeOf in lib/sql.ts), brand filter or none, first or later page, page size
 */
const forSalePage = variants((key: string) => {
  const { range, brand, next, limit } = JSON.parse(key) as ForSaleVariant;
  const { min, max } = priceRangeBounds(range);
  const where = [listedForSale];
  if (min !== null) where.push(`c.sale_price >= ${wholeNumber(min)}`);
  if (max !== null) where.push(`c.sale_price <= ${wholeNumber(max)}`);
  if (brand) where.push('c.brand_id = $1::uuid');
  if (next) {
    const at = brand ? 2 : 1;
    where.push(`(c.sale_price, c.id) > ($${at}::bigint, $${at + 1}::uuid)`);
  }
  return pageStatement(
    `select ${carJson} as item, to_json(c.sale_price) as key, c.id, c.sale_price as price
    from ${carViewJoins}
    where ${where.join(' and ')}
    order by c.sale_price, c.id
    limit ${limit + 1}`,
    'p.price, p.id',
    limit,
  );
});

/** the Available for Sale grid: by sale price ascending, then id */
export function listCarsForSale(db: DbOrTx, query: ForSaleQuery): Promise<JsonText<CarPage>> {
  const after = decodeNumberCursor(query.cursor);
  const variant: ForSaleVariant = {
    range: query.priceRange,
    brand: query.brandId !== undefined,
    next: after !== undefined,
    limit: query.limit,
  };
  const params = [
    ...(query.brandId !== undefined ? [query.brandId] : []),
    ...(after ? [after.key, after.id] : []),
  ];
  return readPage(db, forSalePage(JSON.stringify(variant)), params);
}

/** the Recently Sold grid: the last 8 sold cars, newest sale first */
const recentlySold = statement<{ items: string }>(`select
  coalesce(json_agg(p.item order by p.t desc, p.sale desc), '[]')::text as items
from (
  select ${carJson} as item, sa.sold_at as t, sa.id as sale
  from ${carViewJoins}
  where ${carIsSql.live} and ${carIsSql.sold}
  order by sa.sold_at desc, sa.id desc
  limit ${RECENTLY_SOLD}
) p`);

export async function listRecentlySold(db: DbOrTx): Promise<JsonText<{ items: CarView[] }>> {
  const [row] = await run(db, recentlySold, []);
  return new JsonText(`{"items":${row?.items ?? '[]'}}`);
}

/** the Car Sales cards, from summary_totals (kept by the triggers of migration 0004) */
const salesCards = statement<Record<'listed' | 'sold' | 'revenue' | 'profit' | 'profits', string>>(
  `select ${[
    ['listed_for_sale', 'listed'],
    ['sales', 'sold'],
    ['sales_revenue', 'revenue'],
    ['sale_profit_total', 'profit'],
    ['sale_profit_count', 'profits'],
  ]
    .map(([column, name]) => `coalesce(sum(${column}), 0)::text as ${name}`)
    .join(', ')} from summary_totals`,
);

export async function salesSummary(db: DbOrTx): Promise<SalesSummary> {
  const [row] = await run(db, salesCards, []);
  if (!row) throw new Error('a sum answered no row');
  return {
    availableForSale: exactInteger(row.listed),
    carsSold: exactInteger(row.sold),
    totalRevenue: exactInteger(row.revenue),
    netProfit: roundedAverage(exactInteger(row.profit), exactInteger(row.profits)),
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
