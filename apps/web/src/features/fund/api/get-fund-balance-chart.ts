import { chartRoutes } from '@car-rental/domain/contract/charts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

/** GET /api/charts/fund-balance: the closing balance of each of the last 90 days */
export function getFundBalanceChart(signal?: AbortSignal) {
  return call(chartRoutes.getFundBalanceChart, {}, { signal });
}

export const fundBalanceChartQuery = queryOptions({
  queryKey: ['fund', 'balance-chart'],
  queryFn: ({ signal }) => getFundBalanceChart(signal),
});

export function useFundBalanceChart() {
  return useQuery(fundBalanceChartQuery);
}
