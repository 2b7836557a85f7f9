import { chartRoutes } from '@car-rental/domain/contract/charts';
import { useQuery } from '@tanstack/react-query';
import { routeQuery } from '../../../lib/route-query.ts';

/** GET /api/charts/fleet-utilisation: rented / rentable car-hours per week, 12 weeks */
export const fleetUtilisationQuery = routeQuery(chartRoutes.getFleetUtilisation);

export function useFleetUtilisation() {
  return useQuery(fleetUtilisationQuery);
}
