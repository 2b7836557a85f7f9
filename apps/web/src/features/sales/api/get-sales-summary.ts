import { salesRoutes } from '@car-rental/domain/contract/sales';
import { useQuery } from '@tanstack/react-query';
import { routeQuery } from '../../../lib/route-query.ts';

/** the Car Sales cards */
export const salesSummaryQuery = routeQuery(salesRoutes.getSalesSummary);

export function useSalesSummary() {
  return useQuery(salesSummaryQuery);
}
