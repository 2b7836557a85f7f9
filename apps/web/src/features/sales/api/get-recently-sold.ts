import type { RecentlySold } from '@car-rental/domain/contract/sales';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { salesKeys } from './sales-keys.ts';

/** the last 8 sold cars, newest sale first */
export function getRecentlySold(signal?: AbortSignal) {
  return api.get<RecentlySold>('/sales/recent', undefined, signal);
}

export const recentlySoldQuery = queryOptions({
  queryKey: salesKeys.recent,
  queryFn: ({ signal }) => getRecentlySold(signal),
});

export function useRecentlySold() {
  return useQuery(recentlySoldQuery);
}
