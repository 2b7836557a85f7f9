import type { CarPage, GarageQuery } from '@car-rental/domain/contract/cars';
import { variants } from '../../db/built-once.ts';
import type { DbOrTx } from '../../db/create-db.ts';
import { newestFirst, pageStatement, readPage } from '../../lib/json-page.ts';
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
 * The Garage list's statement per variant: status, brand filter or none, payment filter or
 * none, first or later page, page size. Optional filters are variants of the text, not
 * `($1 is null or ...)` (see rangeOf in lib/sql.ts); their values are parameters.
 */
interface GarageVariant {
  status: GarageQuery['status'];
  brand: boolean;
  paid: 'true' | 'false' | undefined;
  next: boolean;
  limit: number;
}

const garagePage = variants((key: string) => {
  const { status, brand, paid, next, limit } = JSON.parse(key) as GarageVariant;
  const params: string[] = [];
  const param = (type: string) => {
    params.push(type);
    return `$${params.length}::${type}`;
  };
  const where = [carIsSql.live, 'c.in_garage', garageStatus[status]];
  if (brand) where.push(`c.brand_id = ${param('uuid')}`);
  if (paid) where.push(garageStatus[paid === 'true' ? 'paid' : 'unpaid']);
  if (next) where.push(`(c.created_at, c.id) < (${param('timestamptz')}, ${param('uuid')})`);
  return pageStatement(
    `select ${carJson} as item, to_json(c.created_at::text) as key, c.id, c.created_at as t
    from ${carViewJoins}
    where ${where.join(' and ')}
    order by c.created_at desc, c.id desc
    limit ${limit + 1}`,
    'p.t desc, p.id desc',
    limit,
  );
});

/** cars in the garage, newest first, filtered by brand, status and payment */
export function listGarageCars(db: DbOrTx, query: GarageQuery): Promise<JsonText<CarPage>> {
  const cursor = decodeTimeCursor(query.cursor);
  const variant: GarageVariant = {
    status: query.status,
    brand: query.brandId !== undefined,
    paid: query.paid,
    next: cursor !== undefined,
    limit: query.limit,
  };
  const params = [
    ...(query.brandId !== undefined ? [query.brandId] : []),
    ...(cursor ? [cursor.key, cursor.id] : []),
  ];
  return readPage(db, garagePage(JSON.stringify(variant)), params);
}

/** sold cars, most recently sold first */
export const listSoldCars = newestFirst<CarPage>({
  item: carJson,
  key: 'to_json(sa.sold_at::text)',
  time: 'sa.sold_at',
  id: 'c.id',
  from: carViewJoins,
  where: `${carIsSql.live} and ${carIsSql.sold}`,
});
