import { salesRoutes } from '@car-rental/domain/contract/sales';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { salesKeys } from './sales-keys.ts';

/** the last 8 sold cars, newest sale first */
export function getRecentlySold(signal?: AbortSignal) {
  return call(salesRoutes.listRecentlySold, {}, { signal });
}

export const recentlySoldQuery = queryOptions({
  queryKey: salesKeys.recent,
  queryFn: ({ signal }) => getRecentlySold(signal),
});

export function useRecentlySold() {
  return useQuery(recentlySoldQuery);
}
