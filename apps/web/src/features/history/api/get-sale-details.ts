import type { SaleDetails } from '@car-rental/domain/contract/history';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { historyKeys } from './history-keys.ts';

export function getSaleDetails(id: string, signal?: AbortSignal) {
  return api.get<SaleDetails>(`/history/sales/${id}`, undefined, signal);
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
