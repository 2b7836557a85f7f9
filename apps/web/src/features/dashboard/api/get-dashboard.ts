import { dashboardRoutes } from '@car-rental/domain/contract/dashboard';
import { useQuery } from '@tanstack/react-query';
import { routeQuery } from '../../../lib/route-query.ts';

/** the stat cards, Recent Cars (last 4 unsold) and Sold Cars, in one answer */
export const dashboardQuery = routeQuery(dashboardRoutes.getDashboard);

export function useDashboard() {
  return useQuery(dashboardQuery);
}
