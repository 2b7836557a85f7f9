import type { RentalDetails } from '@car-rental/domain/contract/history';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { historyKeys } from './history-keys.ts';

export function getRentalDetails(id: string, signal?: AbortSignal) {
  return api.get<RentalDetails>(`/history/rentals/${id}`, undefined, signal);
}

export function rentalDetailsQuery(id: string) {
  return queryOptions({
    queryKey: [...historyKeys.rental, id],
    queryFn: ({ signal }) => getRentalDetails(id, signal),
  });
}

export function useRentalDetails(id: string) {
  return useQuery(rentalDetailsQuery(id));
}
