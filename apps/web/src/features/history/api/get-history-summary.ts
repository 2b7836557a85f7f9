import { type HistoryFilters, historyRoutes } from '@car-rental/domain/contract/history';
import { useQuery } from '@tanstack/react-query';
import { routeQuery } from '../../../lib/route-query.ts';

/** the history cards under the same filters as the list */
export const historySummaryQuery = (filters: HistoryFilters) =>
  routeQuery(historyRoutes.getHistorySummary, { query: filters });

export function useHistorySummary(filters: HistoryFilters) {
  return useQuery(historySummaryQuery(filters));
}
