import { chartRoutes } from '@car-rental/domain/contract/charts';
import { useQuery } from '@tanstack/react-query';
import { routeQuery } from '../../../lib/route-query.ts';

/** GET /api/charts/fund-balance: the closing balance of each of the last 90 days */
export const fundBalanceChartQuery = routeQuery(chartRoutes.getFundBalanceChart);

export function useFundBalanceChart() {
  return useQuery(fundBalanceChartQuery);
}
