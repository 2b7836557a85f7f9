import { z } from 'zod';
import { id, isoDateTime } from './common.ts';
import { defineRoute } from './route.ts';

/**
 * The header's bell (spec §9): rentals due back and reservations due for pickup. A module of
 * its own, apart from contract/rentals.ts: the bell is on every screen, so its schemas are in
 * every first load, and the rest of the rentals contract (bookings, returns, inspections,
 * payments) is not.
 */
export const dueState = z.enum(['overdue', 'due-very-soon', 'due-soon', 'due-today', 'none']);
export const urgency = z.enum(['critical', 'high', 'medium']);

export const rentalAlert = z.object({
  /** a return due (the spec's alert) or a reservation's pickup due today or overdue */
  kind: z.enum(['return', 'pickup']),
  carId: id,
  rentalId: id,
  brandName: z.string(),
  modelName: z.string(),
  plate: z.string().nullable(),
  customerName: z.string(),
  /** the return time, or for a pickup the pickup time */
  rentedUntil: isoDateTime,
  dueState,
  urgency,
  hoursLeft: z.number(),
});
export type RentalAlert = z.infer<typeof rentalAlert>;
export const rentalAlerts = z.object({ count: z.number().int(), items: z.array(rentalAlert) });
/**
 * The most urgent alerts listed with the count: the first page (20) unless a limit is
 * asked, up to 100; 0 gives the count alone (the closed bell).
 */
export const ALERT_ITEMS_LIMIT = 100;
export const ALERT_PAGE_SIZE = 20;
export const rentalAlertsQuery = z.object({
  limit: z.coerce.number().int().min(0).max(ALERT_ITEMS_LIMIT).default(ALERT_PAGE_SIZE),
});

/** part of the rentals' routes (contract/rentals.ts lists it in its table) */
export const rentalAlertRoutes = {
  listRentalAlerts: defineRoute({
    method: 'GET',
    path: '/rentals/alerts',
    operationId: 'listRentalAlerts',
    topics: ['brands', 'cars', 'rentals'],
    tags: ['rentals'],
    summary:
      'Rentals due back and reservations due for pickup within 24 hours or overdue, most urgent first',
    query: rentalAlertsQuery,
    status: 200,
    answer: rentalAlerts,
  }),
};
