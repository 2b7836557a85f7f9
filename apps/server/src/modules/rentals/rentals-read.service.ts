import type {
  RentalAlert,
  RentedCar,
  rentableCarsQuery,
  rentalAlertsQuery,
  rentedCarsQuery,
} from '@car-rental/domain/contract/rentals';
import { dueStateOf, hoursLeft, sortAlerts, urgencyOf } from '@car-rental/domain/rentals/due-state';
import { currentRevenue } from '@car-rental/domain/rentals/rental-revenue';
import type { z } from 'zod';
import type { AppDeps } from '../../lib/deps.ts';
import { decodeTimeCursor, toPage } from '../../lib/keyset-cursor.ts';
import { toCarView } from '../cars/car-view.repository.ts';
import {
  countDueCars,
  listDueCars,
  listRentableCars,
  listRentedCars,
  rentalFigures,
} from './rentals.repository.ts';

const DAY_MS = 24 * 3_600_000;
/** The rental dashboard's reads: every figure and list computed in SQL, one page at a time. */
export function rentalsReadService(deps: AppDeps) {
  return {
    async listRentedCars(query: z.output<typeof rentedCarsQuery>) {
      const now = deps.clock.now();
      const rows = await listRentedCars(deps.db, {
        brandId: query.brandId,
        cursor: decodeTimeCursor(query.cursor),
        limit: query.limit + 1,
      });
      const rentedCar = (row: (typeof rows)[number]): RentedCar => {
        const rental = row.rental!;
        const hours = hoursLeft(rental.endAt, now);
        const dueState = dueStateOf(hours);
        return {
          ...toCarView(row),
          dueState,
          urgency: urgencyOf(dueState),
          hoursLeft: hours,
          currentRevenue: currentRevenue(rental.dailyRate, rental.startAt, now),
        };
      };
      return toPage(rows, query.limit, rentedCar, ({ rental }) => ({
        key: rental!.endAt.toISOString(),
        id: rental!.id,
      }));
    },

    async listRentalAlerts(query: z.output<typeof rentalAlertsQuery>) {
      const now = deps.clock.now();
      const until = new Date(now.getTime() + DAY_MS);
      const [count, rows] = [
        await countDueCars(deps.db, until),
        query.limit > 0 ? await listDueCars(deps.db, until, query.limit) : [],
      ];
      const items: RentalAlert[] = rows.map(({ car, rental, brandName, modelName }) => {
        const hours = hoursLeft(rental!.endAt, now);
        const dueState = dueStateOf(hours);
        return {
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
      return { count, items: sortAlerts(items) };
    },

    async listRentableCars(query: z.output<typeof rentableCarsQuery>) {
      const rows = await listRentableCars(deps.db, {
        brandId: query.brandId,
        cursor: decodeTimeCursor(query.cursor),
        limit: query.limit + 1,
      });
      return toPage(rows, query.limit, toCarView, ({ car }) => ({
        key: car.createdAt.toISOString(),
        id: car.id,
      }));
    },

    getRentalSummary() {
      return rentalFigures(deps.db);
    },
  };
}
