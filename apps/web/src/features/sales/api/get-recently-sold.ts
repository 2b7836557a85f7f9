import { salesRoutes } from '@car-rental/domain/contract/sales';
import { useQuery } from '@tanstack/react-query';
import { routeQuery } from '../../../lib/route-query.ts';

/** the last 8 sold cars, newest sale first */
export const recentlySoldQuery = routeQuery(salesRoutes.listRecentlySold);

export function useRecentlySold() {
  return useQuery(recentlySoldQuery);
}
