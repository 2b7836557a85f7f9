import { type HistoryFilters, historyRoutes } from '@car-rental/domain/contract/history';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { historyKeys } from './history-keys.ts';

const PAGE_SIZE = 20;

export function getHistory(filters: HistoryFilters, cursor: string | null, signal?: AbortSignal) {
  return call(
    historyRoutes.listHistory,
    { query: { ...filters, cursor: cursor ?? undefined, limit: PAGE_SIZE } },
    { signal },
  );
}

/**
 * finished rentals and sales, newest first, paged by the server; each page carries the total
 * (which is why this is not pagedRouteOptions: its pages are only items and a cursor)
 */
export function historyQuery(filters: HistoryFilters) {
  return infiniteQueryOptions({
    queryKey: [...historyKeys.list, filters],
    queryFn: ({ pageParam, signal }) => getHistory(filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export function useHistory(filters: HistoryFilters) {
  return useInfiniteQuery(historyQuery(filters));
}
