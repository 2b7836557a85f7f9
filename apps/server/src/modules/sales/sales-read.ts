import type { CarPage } from '@car-rental/domain/contract/cars';
import { salesRoutes } from '@car-rental/domain/contract/sales';
import type { AppDeps } from '../../lib/deps.ts';
import type { JsonText } from '../../lib/json-text.ts';
import {
  KEPT_MAX_AGE_MS,
  keptAnswer,
  keptRoute,
  keptUntilWrite,
} from '../../lib/kept-until-write.ts';
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
  maxAgeMs: KEPT_MAX_AGE_MS,
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

/** the last sold cars (decision 0050), kept until a write on a sale, a car or a brand */
const keptRecentlySold = keptRoute<Awaited<ReturnType<typeof listRecentlySoldRows>>>(
  salesRoutes.listRecentlySold,
  1,
);

export function listRecentlySold(ctx: AppDeps) {
  return keptRecentlySold(ctx.events, 'recent', () => listRecentlySoldRows(ctx.db));
}

/** the Car Sales cards (decision 0050), kept until a write on a car, a rental or a sale */
const keptSummary = keptAnswer<Awaited<ReturnType<typeof salesSummary>>>(
  salesRoutes.getSalesSummary,
  1,
);

export function getSalesSummary(ctx: AppDeps) {
  return keptSummary(ctx.events, 'cards', () => salesSummary(ctx.db));
}
