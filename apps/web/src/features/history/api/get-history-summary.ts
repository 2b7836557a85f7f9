import { type HistoryFilters, historyRoutes } from '@car-rental/domain/contract/history';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { historyKeys } from './history-keys.ts';

export function getHistorySummary(filters: HistoryFilters, signal?: AbortSignal) {
  return call(historyRoutes.getHistorySummary, { query: filters }, { signal });
}

/** the history cards under the same filters as the list */
export function historySummaryQuery(filters: HistoryFilters) {
  return queryOptions({
    queryKey: [...historyKeys.summary, filters],
    queryFn: ({ signal }) => getHistorySummary(filters, signal),
  });
}

export function useHistorySummary(filters: HistoryFilters) {
  return useQuery(historySummaryQuery(filters));
}
