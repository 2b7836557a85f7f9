import { historyRoutes } from '@car-rental/domain/contract/history';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { historyKeys } from './history-keys.ts';

export function getSaleDetails(id: string, signal?: AbortSignal) {
  return call(historyRoutes.getSaleDetails, { params: { id } }, { signal });
}

export function saleDetailsQuery(id: string) {
  return queryOptions({
    queryKey: [...historyKeys.sale, id],
    queryFn: ({ signal }) => getSaleDetails(id, signal),
  });
}

export function useSaleDetails(id: string) {
  return useQuery(saleDetailsQuery(id));
}
