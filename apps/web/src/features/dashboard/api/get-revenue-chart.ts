import { chartRoutes } from '@car-rental/domain/contract/charts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

/** GET /api/charts/revenue-by-month: rentals and sales revenue of the last 12 months */
export function getRevenueChart(signal?: AbortSignal) {
  return call(chartRoutes.getRevenueByMonth, {}, { signal });
}

export const revenueChartQuery = queryOptions({
  queryKey: ['dashboard', 'revenue-chart'],
  queryFn: ({ signal }) => getRevenueChart(signal),
});

export function useRevenueChart() {
  return useQuery(revenueChartQuery);
}
