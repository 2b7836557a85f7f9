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

export const rentalAlertsQuery = queryOptions({
  queryKey: ['rentals', 'alerts'],
  queryFn: () => api.get<{ count: number; items: RentalAlert[] }>('/rentals/alerts'),
  refetchInterval: 60_000,
});

export function useRentalAlerts() {
  return useQuery(rentalAlertsQuery);
}
