import { garageRoutes } from '@car-rental/domain/contract/cars';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { carsKeys } from './cars-keys.ts';

export function getGarageSummary(signal?: AbortSignal) {
  return call(garageRoutes.getGarageSummary, {}, { signal });
}

export const garageSummaryQuery = queryOptions({
  queryKey: carsKeys.summary,
  queryFn: ({ signal }) => getGarageSummary(signal),
});

export function useGarageSummary() {
  return useQuery(garageSummaryQuery);
}
