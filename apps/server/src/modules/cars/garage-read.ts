import type { AppDeps } from '../../lib/deps.ts';
import { readGarageCards } from './car-counts.repository.ts';
import {
  listGarageCars as listGarageCarRows,
  listSoldCars as listSoldCarRows,
} from './garage.repository.ts';

// The Garage screen's reads: its lists a page at a time and its counters.

export function listGarageCars(ctx: AppDeps, query: Parameters<typeof listGarageCarRows>[1]) {
  return listGarageCarRows(ctx.db, query);
}

export function listSoldCars(ctx: AppDeps, query: Parameters<typeof listSoldCarRows>[1]) {
  return listSoldCarRows(ctx.db, query);
}

export function getGarageSummary(ctx: AppDeps) {
  return readGarageCards(ctx.db);
}
