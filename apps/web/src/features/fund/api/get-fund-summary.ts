import { fundRoutes } from '@car-rental/domain/contract/fund';
import { useQuery } from '@tanstack/react-query';
import { routeQuery } from '../../../lib/route-query.ts';

/** GET /api/fund: Current Balance, last update, Total Charges, transaction count */
export const fundSummaryQuery = routeQuery(fundRoutes.getFund);

export function useFundSummary() {
  return useQuery(fundSummaryQuery);
}
