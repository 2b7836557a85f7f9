import { chartRoutes } from '@car-rental/domain/contract/charts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

/** GET /api/charts/fleet-utilisation: rented / rentable car-hours per week, 12 weeks */
export function getFleetUtilisation(signal?: AbortSignal) {
  return call(chartRoutes.getFleetUtilisation, {}, { signal });
}

export const fleetUtilisationQuery = queryOptions({
  queryKey: ['rentals', 'utilisation-chart'],
  queryFn: ({ signal }) => getFleetUtilisation(signal),
});

export function useFleetUtilisation() {
  return useQuery(fleetUtilisationQuery);
}
