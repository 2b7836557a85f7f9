import type { CarPage } from '@car-rental/domain/contract/cars';
import type { AppDeps } from '../../lib/deps.ts';
import type { JsonText } from '../../lib/json-text.ts';
import { keptUntilWrite } from '../../lib/kept-until-write.ts';
import {
  listCarsForSale as listCarsForSaleRows,
  listRecentlySold as listRecentlySoldRows,
  salesSummary,
} from './sales.repository.ts';

// The Car Sales screen's reads.

/**
 * The for-sale grid's pages (decision 0050), kept per server by brand, price range, cursor and
 * size until a write on what a listed car's card shows commits (on any server) or 60 s pass;
 * no clock in it.
 */
const keptForSale = keptUntilWrite<JsonText<CarPage>>({
  topics: ['brands', 'suppliers', 'cars', 'rentals', 'sales'],
  maxAgeMs: 60_000,
  maxEntries: 500,
});

export function listCarsForSale(ctx: AppDeps, query: Parameters<typeof listCarsForSaleRows>[1]) {
  const key = JSON.stringify([
    query.brandId ?? null,
    query.priceRange,
    query.cursor ?? null,
    query.limit,
  ]);
  return keptForSale(ctx.events, key, () => listCarsForSaleRows(ctx.db, query));
}

export function listRecentlySold(ctx: AppDeps) {
  return listRecentlySoldRows(ctx.db);
}

export function getSalesSummary(ctx: AppDeps) {
  return salesSummary(ctx.db);
}
