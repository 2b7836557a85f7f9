import { salesRoutes } from '@car-rental/domain/contract/sales';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { salesKeys } from './sales-keys.ts';

export function getSalesSummary(signal?: AbortSignal) {
  return call(salesRoutes.getSalesSummary, {}, { signal });
}

export const salesSummaryQuery = queryOptions({
  queryKey: salesKeys.summary,
  queryFn: ({ signal }) => getSalesSummary(signal),
});

export function useSalesSummary() {
  return useQuery(salesSummaryQuery);
}
