import type { AppDeps } from '../../lib/deps.ts';
import {
  listCarsForSale as listCarsForSaleRows,
  listRecentlySold as listRecentlySoldRows,
  salesSummary,
} from './sales.repository.ts';

// The Car Sales screen's reads.

export function listCarsForSale(ctx: AppDeps, query: Parameters<typeof listCarsForSaleRows>[1]) {
  return listCarsForSaleRows(ctx.db, query);
}

export function listRecentlySold(ctx: AppDeps) {
  return listRecentlySoldRows(ctx.db);
}

export function getSalesSummary(ctx: AppDeps) {
  return salesSummary(ctx.db);
}
