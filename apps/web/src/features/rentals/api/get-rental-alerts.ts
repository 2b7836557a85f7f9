import { type rentalAlert, rentalRoutes } from '@car-rental/domain/contract/rentals';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { routeQuery } from '../../../lib/route-query.ts';

export type RentalAlert = z.infer<typeof rentalAlert>;
export type DueState = RentalAlert['dueState'];

/** the closed bell: the count alone, so that no screen pays for a list nobody opened */
export const rentalAlertCountQuery = {
  ...routeQuery(rentalRoutes.listRentalAlerts, { query: { limit: 0 } }),
  refetchInterval: 60_000,
};

/** the open bell: the most urgent alerts with the count */
export const rentalAlertsQuery = {
  ...routeQuery(rentalRoutes.listRentalAlerts),
  refetchInterval: 60_000,
};

export function useRentalAlertCount() {
  return useQuery(rentalAlertCountQuery);
}

export function useRentalAlerts(enabled: boolean) {
  return useQuery({ ...rentalAlertsQuery, enabled });
}
