import { fundRoutes } from '@car-rental/domain/contract/fund';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

/** GET /api/fund: Current Balance, last update, Total Charges, transaction count */
export function getFundSummary(signal?: AbortSignal) {
  return call(fundRoutes.getFund, {}, { signal });
}

export const fundSummaryQuery = queryOptions({
  queryKey: ['fund', 'summary'],
  queryFn: ({ signal }) => getFundSummary(signal),
});

export function useFundSummary() {
  return useQuery(fundSummaryQuery);
}
