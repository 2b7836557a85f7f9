import type { CarPage } from '@car-rental/domain/contract/cars';
import type { rentalAlerts, rentalAlertsQuery } from '@car-rental/domain/contract/rental-alerts';
import {
  type rentableCarsQuery,
  rentalRoutes,
  type rentedCarsQuery,
  type reservationsQuery,
} from '@car-rental/domain/contract/rentals';
import { DomainError } from '@car-rental/domain/errors';
import type { z } from 'zod';
import type { AppDeps } from '../../lib/deps.ts';
import type { JsonText } from '../../lib/json-text.ts';
import {
  KEPT_MAX_AGE_MS,
  keptRoute,
  keptUntilWrite,
  minuteOf,
} from '../../lib/kept-until-write.ts';
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
/**
 * The rented cars' pages (decision 0050), kept per server by brand, cursor, size and clock
 * minute until a write on the rentals, their cars or the cars' names commits (on any server) or
 * a minute passes: their due states, hours left and revenue so far are the first reader's of
 * the minute
 */
const keptRented = keptRoute<Awaited<ReturnType<typeof listRentedCarsJson>>>(
  rentalRoutes.listRentedCars,
  200,
);

export function listRentedCars(ctx: AppDeps, query: z.output<typeof rentedCarsQuery>) {
  const now = ctx.clock.now();
  const key = JSON.stringify([
    query.brandId ?? null,
    query.cursor ?? null,
    query.limit,
    minuteOf(now),
  ]);
  return keptRented(ctx.events, key, () =>
    listRentedCarsJson(ctx.db, {
      brandId: query.brandId,
      cursor: decodeTimeCursor(query.cursor),
      limit: query.limit,
      now,
    }),
  );
}

/**
 * The bell's answer text (decision 0050), kept per server by number listed and clock minute
 * until a write on the rentals, their cars or the cars' names commits (on any server) or 60 s
 * pass: it is the first reader's of the minute, so its hours left are at most a minute old.
 */
const keptAlerts = keptUntilWrite<JsonText<z.infer<typeof rentalAlerts>>>({
  topics: ['brands', 'cars', 'rentals'],
  maxAgeMs: KEPT_MAX_AGE_MS,
  maxEntries: 200,
});

export function listRentalAlerts(ctx: AppDeps, query: z.output<typeof rentalAlertsQuery>) {
  const now = ctx.clock.now();
  const key = `${query.limit}|${minuteOf(now)}`;
  return keptAlerts(ctx.events, key, () => {
    const until = new Date(now.getTime() + DAY_MS);
    return query.limit === 0
      ? countDueCars(ctx.db, until)
      : listDueCars(ctx.db, until, query.limit);
  });
}

/**
 * The rentable grid's pages (decision 0050), kept per server by brand, cursor and size until a
 * write on what a car's card shows commits (on any server) or 60 s pass; no clock in it.
 */
const keptRentable = keptUntilWrite<JsonText<CarPage>>({
  topics: ['brands', 'suppliers', 'cars', 'rentals', 'sales'],
  maxAgeMs: KEPT_MAX_AGE_MS,
  maxEntries: 500,
});

export function listRentableCars(ctx: AppDeps, query: z.output<typeof rentableCarsQuery>) {
  const key = JSON.stringify([query.brandId ?? null, query.cursor ?? null, query.limit]);
  return keptRentable(ctx.events, key, () =>
    listRentableCarsJson(ctx.db, {
      brandId: query.brandId,
      cursor: decodeTimeCursor(query.cursor),
      limit: query.limit,
    }),
  );
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

/**
 * The Rentals cards (decision 0050), kept until a write on the cars, the rentals or the fund
 * (Total Revenue is the fund's rental category) commits on any server, or a minute passes
 */
const keptSummary = keptRoute<Awaited<ReturnType<typeof rentalFigures>>>(
  rentalRoutes.getRentalSummary,
  1,
);

export function getRentalSummary(ctx: AppDeps) {
  return keptSummary(ctx.events, 'cards', () => rentalFigures(ctx.db));
}
