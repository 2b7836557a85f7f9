import type { CarPage, GarageQuery } from '@car-rental/domain/contract/cars';
import type { DbOrTx } from '../../db/create-db.ts';
import { pageStatement, readPage, variants } from '../../lib/json-page.ts';
import type { JsonText } from '../../lib/json-text.ts';
import { decodeTimeCursor } from '../../lib/keyset-cursor.ts';
import { carIsSql, carJson, carViewJoins } from './car-json.ts';

/** a constant predicate per status: SQL text, so that the generic plan keeps its indexes */
const garageStatus: Record<GarageQuery['status'], string> = {
  all: 'true',
  available: carIsSql.available,
  rented: carIsSql.rented,
  'for-sale': 'c.is_for_sale',
  paid: 'c.is_paid',
  unpaid: 'not c.is_paid',
};

/**
 * The Garage list's statement per status, page (first or later) and page size: brand and
 * payment are parameters ($1, $2), a later page's cursor $3 and $4.
 */
const garagePage = variants((variant: string) => {
  const [status, page, size] = variant.split(':') as [GarageQuery['status'], string, string];
  const next = page === 'next';
  const limit = Number(size);
  return pageStatement(
    `select ${carJson} as item, to_json(c.created_at::text) as key, c.id, c.created_at as t
    from ${carViewJoins}
    where ${carIsSql.live} and c.in_garage and ${garageStatus[status]}
      and ($1::uuid is null or c.brand_id = $1::uuid)
      and ($2::boolean is null or c.is_paid = $2::boolean)
      ${next ? 'and (c.created_at, c.id) < ($3::timestamptz, $4::uuid)' : ''}
    order by c.created_at desc, c.id desc
    limit ${limit + 1}`,
    'p.t desc, p.id desc',
    limit,
  );
});

/** cars in the garage, newest first, filtered by brand, status and payment */
export function listGarageCars(db: DbOrTx, query: GarageQuery): Promise<JsonText<CarPage>> {
  const cursor = decodeTimeCursor(query.cursor);
  const paid = query.paid === undefined ? null : query.paid === 'true';
  const filters = [query.brandId ?? null, paid];
  const variant = `${query.status}:${cursor ? 'next' : 'first'}:${query.limit}`;
  return readPage(db, garagePage(variant), cursor ? [...filters, cursor.key, cursor.id] : filters);
}

/** the sold list's statement per page (first or later) and page size; the cursor $1, $2 */
const soldPage = variants((variant: string) => {
  const [page, size] = variant.split(':') as [string, string];
  const next = page === 'next';
  const limit = Number(size);
  return pageStatement(
    `select ${carJson} as item, to_json(sa.sold_at::text) as key, c.id, sa.sold_at as t
    from ${carViewJoins}
    where ${carIsSql.live} and ${carIsSql.sold}
      ${next ? 'and (sa.sold_at, c.id) < ($1::timestamptz, $2::uuid)' : ''}
    order by sa.sold_at desc, c.id desc
    limit ${limit + 1}`,
    'p.t desc, p.id desc',
    limit,
  );
});

/** sold cars, most recently sold first */
export function listSoldCars(
  db: DbOrTx,
  query: { cursor?: string | undefined; limit: number },
): Promise<JsonText<CarPage>> {
  const cursor = decodeTimeCursor(query.cursor);
  const variant = `${cursor ? 'next' : 'first'}:${query.limit}`;
  return readPage(db, soldPage(variant), cursor ? [cursor.key, cursor.id] : []);
}
