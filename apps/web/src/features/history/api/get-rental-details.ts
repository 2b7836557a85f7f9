import { historyRoutes } from '@car-rental/domain/contract/history';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { historyKeys } from './history-keys.ts';

export function getRentalDetails(id: string, signal?: AbortSignal) {
  return call(historyRoutes.getRentalDetails, { params: { id } }, { signal });
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
