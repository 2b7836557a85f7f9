import { dashboardRoutes } from '@car-rental/domain/contract/dashboard';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

export function getDashboard(signal?: AbortSignal) {
  return call(dashboardRoutes.getDashboard, {}, { signal });
}

/** the stat cards, Recent Cars (last 4 unsold) and Sold Cars, in one answer */
export const dashboardQuery = queryOptions({
  queryKey: ['dashboard'],
  queryFn: ({ signal }) => getDashboard(signal),
});

export function useDashboard() {
  return useQuery(dashboardQuery);
}
