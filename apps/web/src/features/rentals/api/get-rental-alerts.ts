import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export type DueState = 'overdue' | 'due-very-soon' | 'due-soon' | 'due-today' | 'none';

export interface RentalAlert {
  carId: string;
  brandName: string;
  modelName: string;
  plate: string | null;
  customerName: string;
  rentedUntil: string;
  dueState: DueState;
  hoursLeft: number;
}

type RentalAlerts = { count: number; items: RentalAlert[] };

/** the closed bell: the count alone, so that no screen pays for a list nobody opened */
export const rentalAlertCountQuery = queryOptions({
  queryKey: ['rentals', 'alerts', 'count'],
  queryFn: () => api.get<RentalAlerts>('/rentals/alerts?limit=0'),
  refetchInterval: 60_000,
});

/** the open bell: the most urgent alerts with the count */
export const rentalAlertsQuery = queryOptions({
  queryKey: ['rentals', 'alerts', 'list'],
  queryFn: () => api.get<RentalAlerts>('/rentals/alerts'),
  refetchInterval: 60_000,
});

export function useRentalAlertCount() {
  return useQuery(rentalAlertCountQuery);
}

export function useRentalAlerts(enabled: boolean) {
  return useQuery({ ...rentalAlertsQuery, enabled });
}
