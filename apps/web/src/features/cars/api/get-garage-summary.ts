import type { GarageSummary } from '@car-rental/domain/contract/cars';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { carsKeys } from './cars-keys.ts';

export function getGarageSummary(signal?: AbortSignal) {
  return api.get<GarageSummary>('/garage/summary', undefined, signal);
}

export const garageSummaryQuery = queryOptions({
  queryKey: carsKeys.summary,
  queryFn: ({ signal }) => getGarageSummary(signal),
});

export function useGarageSummary() {
  return useQuery(garageSummaryQuery);
}
