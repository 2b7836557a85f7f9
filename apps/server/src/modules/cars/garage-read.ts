import { garageRoutes as routes } from '@car-rental/domain/contract/cars';
import type { AppDeps } from '../../lib/deps.ts';
import { keptRoute } from '../../lib/kept-until-write.ts';
import { readGarageCards } from './car-counts.repository.ts';
import {
  listGarageCars as listGarageCarRows,
  listSoldCars as listSoldCarRows,
} from './garage.repository.ts';

// The Garage screen's reads: its lists a page at a time and its counters.

type GarageQuery = Parameters<typeof listGarageCarRows>[1];
type SoldQuery = Parameters<typeof listSoldCarRows>[1];

/**
 * The garage's pages and the sold cars' (decision 0050), kept per server by their query until
 * a write on what a card shows commits (on any server) or a minute passes; no clock in them
 */
const keptGarage = keptRoute<Awaited<ReturnType<typeof listGarageCarRows>>>(
  routes.listGarageCars,
  500,
);
const keptSold = keptRoute<Awaited<ReturnType<typeof listSoldCarRows>>>(routes.listSoldCars, 200);

export function listGarageCars(ctx: AppDeps, query: GarageQuery) {
  return keptGarage(ctx.events, JSON.stringify(query), () => listGarageCarRows(ctx.db, query));
}

export function listSoldCars(ctx: AppDeps, query: SoldQuery) {
  return keptSold(ctx.events, JSON.stringify(query), () => listSoldCarRows(ctx.db, query));
}

/** the Garage's cards (decision 0050): the car counts, kept until a write on what they count */
const keptCards = keptRoute<Awaited<ReturnType<typeof readGarageCards>>>(
  routes.getGarageSummary,
  1,
);

export function getGarageSummary(ctx: AppDeps) {
  return keptCards(ctx.events, 'cards', () => readGarageCards(ctx.db));
}
