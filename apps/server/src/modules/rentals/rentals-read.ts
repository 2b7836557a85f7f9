import {
  CAR_BOOKINGS_LIMIT,
  type RentalAlert,
  type Reservation,
  type rentableCarsQuery,
  type rentalAlertsQuery,
  type rentedCarsQuery,
  type reservationsQuery,
} from '@car-rental/domain/contract/rentals';
import { DomainError } from '@car-rental/domain/errors';
import { dueStateOf, hoursLeft, sortAlerts, urgencyOf } from '@car-rental/domain/rentals/due-state';
import type { z } from 'zod';
import type { AppDeps } from '../../lib/deps.ts';
import { decodeTimeCursor, toPage } from '../../lib/keyset-cursor.ts';
import { findCarView, toCarView } from '../cars/car-view.repository.ts';
import { readNoShowDelay } from '../settings/settings.repository.ts';
import { listCarBlocks } from './board.repository.ts';
import { toRentalRecord } from './rental-record.ts';
import {
  countDueCars,
  countDuePickups,
  listCarBookings as listCarBookingsRows,
  listDueCars,
  listDuePickups,
  listRentableCars as listRentableCarsJson,
  listRentedCars as listRentedCarsJson,
  listReservations as listReservationsRows,
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

export async function listRentalAlerts(ctx: AppDeps, query: z.output<typeof rentalAlertsQuery>) {
  const now = ctx.clock.now();
  const until = new Date(now.getTime() + DAY_MS);
  const [returns, pickups, rows, pickupRows] = [
    await countDueCars(ctx.db, until),
    await countDuePickups(ctx.db, until),
    query.limit > 0 ? await listDueCars(ctx.db, until, query.limit) : [],
    query.limit > 0 ? await listDuePickups(ctx.db, until, query.limit) : [],
  ];
  const pickupItems: RentalAlert[] = pickupRows.map(({ rental, brandName, modelName, plate }) => {
    const hours = hoursLeft(rental.startAt, now);
    const dueState = dueStateOf(hours);
    return {
      kind: 'pickup',
      carId: rental.carId,
      rentalId: rental.id,
      brandName,
      modelName,
      plate,
      customerName: rental.customerName,
      rentedUntil: rental.startAt.toISOString(),
      dueState,
      urgency: urgencyOf(dueState) ?? 'medium',
      hoursLeft: hours,
    };
  });
  const items: RentalAlert[] = rows.map(({ car, rental, brandName, modelName }) => {
    const hours = hoursLeft(rental!.endAt, now);
    const dueState = dueStateOf(hours);
    return {
      kind: 'return',
      carId: car.id,
      rentalId: rental!.id,
      brandName,
      modelName,
      plate: car.plate,
      customerName: rental!.customerName,
      rentedUntil: rental!.endAt.toISOString(),
      dueState,
      urgency: urgencyOf(dueState) ?? 'medium',
      hoursLeft: hours,
    };
  });
  return {
    count: returns + pickups,
    items: sortAlerts([...items, ...pickupItems]).slice(0, query.limit),
  };
}

export function listRentableCars(ctx: AppDeps, query: z.output<typeof rentableCarsQuery>) {
  return listRentableCarsJson(ctx.db, {
    brandId: query.brandId,
    cursor: decodeTimeCursor(query.cursor),
    limit: query.limit,
  });
}

export async function listReservations(ctx: AppDeps, query: z.output<typeof reservationsQuery>) {
  const now = ctx.clock.now();
  const delayMs = (await readNoShowDelay(ctx.db)) * 60_000;
  const rows = await listReservationsRows(ctx.db, {
    brandId: query.brandId,
    cursor: decodeTimeCursor(query.cursor),
    limit: query.limit + 1,
  });
  const toReservation = (row: (typeof rows)[number]): Reservation => ({
    ...toRentalRecord(row.rental, []),
    brandName: row.brandName,
    modelName: row.modelName,
    plate: row.plate,
    hoursLeft: hoursLeft(row.rental.startAt, now),
    noShowFrom: new Date(row.rental.startAt.getTime() + delayMs).toISOString(),
  });
  return toPage(rows, query.limit, toReservation, ({ rental }) => ({
    key: rental.startAt.toISOString(),
    id: rental.id,
  }));
}

export async function listCarBookings(ctx: AppDeps, { carId }: { carId: string }) {
  const car = await findCarView(ctx.db, carId);
  if (!car) throw new DomainError('car_not_found', 'details.carNotFound');
  const now = ctx.clock.now();
  const rows = await listCarBookingsRows(ctx.db, carId, now, CAR_BOOKINGS_LIMIT);
  const blocks = await listCarBlocks(ctx.db, carId, now, CAR_BOOKINGS_LIMIT);
  return {
    items: rows.map((row) => ({
      id: row.id,
      state: row.state as 'reserved' | 'out',
      startDate: row.startAt.toISOString(),
      endDate: row.endAt.toISOString(),
      customerName: row.customerName,
    })),
    blocks: blocks.map((block) => ({
      id: block.id,
      kind: block.kind,
      startDate: block.startAt.toISOString(),
      endDate: block.endAt.toISOString(),
    })),
  };
}

export function getRentalSummary(ctx: AppDeps) {
  return rentalFigures(ctx.db);
}
