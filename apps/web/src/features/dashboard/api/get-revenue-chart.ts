import { chartRoutes } from '@car-rental/domain/contract/charts';
import { useQuery } from '@tanstack/react-query';
import { routeQuery } from '../../../lib/route-query.ts';

/** GET /api/charts/revenue-by-month: rentals and sales revenue of the last 12 months */
export const revenueChartQuery = routeQuery(chartRoutes.getRevenueByMonth);

export function useRevenueChart() {
  return useQuery(revenueChartQuery);
}
