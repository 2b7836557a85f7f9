import type {
  rentableCarsQuery,
  rentalAlertsQuery,
  rentedCarsQuery,
  reservationsQuery,
} from '@car-rental/domain/contract/rentals';
import { DomainError } from '@car-rental/domain/errors';
import type { z } from 'zod';
import type { AppDeps } from '../../lib/deps.ts';
import { decodeTimeCursor } from '../../lib/keyset-cursor.ts';
import {
  countDueCars,
  listCarBookings as listCarBookingsJson,
  listDueCars,
  listRentableCars as listRentableCarsJson,
  listRentedCars as listRentedCarsJson,
  listReservations as listReservationsJson,
  rentalFigures,
} from './rentals.repository.ts';

// The rental dashboard's reads: every figure and list computed in SQL, one page at a time.

const DAY_MS = 24 * 3_600_000;
export function listRentedCars(ctx: AppDeps, query: z.output<typeof rentedCarsQuery>) {
  return listRentedCarsJson(ctx.db, {
    brandId: query.brandId,
    cursor: decodeTimeCursor(query.cursor),
    limit: query.limit,
    now: ctx.clock.now(),
  });
}

export function listRentalAlerts(ctx: AppDeps, query: z.output<typeof rentalAlertsQuery>) {
  const until = new Date(ctx.clock.now().getTime() + DAY_MS);
  return query.limit === 0 ? countDueCars(ctx.db, until) : listDueCars(ctx.db, until, query.limit);
}

export function listRentableCars(ctx: AppDeps, query: z.output<typeof rentableCarsQuery>) {
  return listRentableCarsJson(ctx.db, {
    brandId: query.brandId,
    cursor: decodeTimeCursor(query.cursor),
    limit: query.limit,
  });
}

export function listReservations(ctx: AppDeps, query: z.output<typeof reservationsQuery>) {
  return listReservationsJson(ctx.db, {
    brandId: query.brandId,
    cursor: decodeTimeCursor(query.cursor),
    limit: query.limit,
    now: ctx.clock.now(),
  });
}

export async function listCarBookings(ctx: AppDeps, { carId }: { carId: string }) {
  const found = await listCarBookingsJson(ctx.db, carId, ctx.clock.now());
  if (!found) throw new DomainError('car_not_found', 'details.carNotFound');
  return found;
}

export function getRentalSummary(ctx: AppDeps) {
  return rentalFigures(ctx.db);
}
