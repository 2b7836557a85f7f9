import { type HistoryFilters, historyRoutes } from '@car-rental/domain/contract/history';
import { useInfiniteQuery } from '@tanstack/react-query';
import { pagedRouteQuery } from '../../../lib/route-query.ts';

/** finished rentals and sales, newest first, paged by the server; each page carries the total */
export const historyQuery = (filters: HistoryFilters) =>
  pagedRouteQuery(historyRoutes.listHistory, filters);

export function useHistory(filters: HistoryFilters) {
  return useInfiniteQuery(historyQuery(filters));
}
