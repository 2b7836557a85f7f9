import type { CarPage, GarageQuery } from '@car-rental/domain/contract/cars';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/create-db.ts';
import { cars, sales } from '../../db/schema.ts';
import { decodeTimeCursor, toPage } from '../../lib/keyset-cursor.ts';
import { pageLimit } from '../../lib/sql.ts';
import { carIs, carViewQuery, liveCar, toCarView } from './car-view.repository.ts';

/** a constant predicate per status: SQL text, so that the generic plan keeps its indexes */
const statusFilter: Record<GarageQuery['status'], SQL | undefined> = {
  all: undefined,
  available: carIs.available,
  rented: carIs.rented,
  'for-sale': sql`${cars.isForSale}`,
  paid: sql`${cars.isPaid}`,
  unpaid: sql`not ${cars.isPaid}`,
};

/** cars in the garage, newest first, filtered by brand, status and payment */
export async function listGarageCars(db: DbOrTx, query: GarageQuery): Promise<CarPage> {
  const cursor = decodeTimeCursor(query.cursor);
  const rows = await carViewQuery(db)
    .where(
      and(
        liveCar,
        sql`${cars.inGarage}`,
        query.brandId ? eq(cars.brandId, query.brandId) : undefined,
        statusFilter[query.status],
        query.paid ? statusFilter[query.paid === 'true' ? 'paid' : 'unpaid'] : undefined,
        cursor &&
          sql`(${cars.createdAt}, ${cars.id}) < (${cursor.key}::timestamptz, ${cursor.id}::uuid)`,
      ),
    )
    .orderBy(desc(cars.createdAt), desc(cars.id))
    .limit(pageLimit(query.limit + 1));
  return toPage(rows, query.limit, toCarView, (row) => ({ key: row.createdAtKey, id: row.car.id }));
}

/** sold cars, most recently sold first */
export async function listSoldCars(
  db: DbOrTx,
  query: { cursor?: string | undefined; limit: number },
): Promise<CarPage> {
  const cursor = decodeTimeCursor(query.cursor);
  const rows = await carViewQuery(db)
    .where(
      and(
        liveCar,
        carIs.sold,
        cursor &&
          sql`(${sales.soldAt}, ${cars.id}) < (${cursor.key}::timestamptz, ${cursor.id}::uuid)`,
      ),
    )
    .orderBy(desc(sales.soldAt), desc(cars.id))
    .limit(pageLimit(query.limit + 1));
  return toPage(rows, query.limit, toCarView, (row) => ({
    key: row.soldAtKey ?? '',
    id: row.car.id,
  }));
}
