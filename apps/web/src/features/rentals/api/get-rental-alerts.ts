import { type rentalAlert, rentalRoutes } from '@car-rental/domain/contract/rentals';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../lib/api-client.ts';

export type RentalAlert = z.infer<typeof rentalAlert>;
export type DueState = RentalAlert['dueState'];

/** the closed bell: the count alone, so that no screen pays for a list nobody opened */
export const rentalAlertCountQuery = queryOptions({
  queryKey: ['rentals', 'alerts', 'count'],
  queryFn: () => call(rentalRoutes.listRentalAlerts, { query: { limit: 0 } }),
  refetchInterval: 60_000,
});

/** the open bell: the most urgent alerts with the count */
export const rentalAlertsQuery = queryOptions({
  queryKey: ['rentals', 'alerts', 'list'],
  queryFn: () => call(rentalRoutes.listRentalAlerts, {}),
  refetchInterval: 60_000,
});

export function useRentalAlertCount() {
  return useQuery(rentalAlertCountQuery);
}

export function useRentalAlerts(enabled: boolean) {
  return useQuery({ ...rentalAlertsQuery, enabled });
}
