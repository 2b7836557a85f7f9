import { type rentalAlert, rentalAlertRoutes } from '@car-rental/domain/contract/rental-alerts';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { routeQuery } from '../../../lib/route-query.ts';

export type RentalAlert = z.infer<typeof rentalAlert>;
export type DueState = RentalAlert['dueState'];

/** the closed bell: the count alone, so that no screen pays for a list nobody opened */
export const rentalAlertCountQuery = {
  ...routeQuery(rentalAlertRoutes.listRentalAlerts, { query: { limit: 0 } }),
  refetchInterval: 60_000,
};

/** the open bell: the most urgent alerts with the count */
export const rentalAlertsQuery = {
  ...routeQuery(rentalAlertRoutes.listRentalAlerts),
  refetchInterval: 60_000,
};

export function useRentalAlertCount() {
  return useQuery(rentalAlertCountQuery);
}

export function useRentalAlerts(enabled: boolean) {
  return useQuery({ ...rentalAlertsQuery, enabled });
}
