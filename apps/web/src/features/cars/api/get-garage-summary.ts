import { garageRoutes } from '@car-rental/domain/contract/cars';
import { useQuery } from '@tanstack/react-query';
import { routeQuery } from '../../../lib/route-query.ts';

/** the garage cards: how many cars, paid and unpaid, rented and for sale */
export const garageSummaryQuery = routeQuery(garageRoutes.getGarageSummary);

export function useGarageSummary() {
  return useQuery(garageSummaryQuery);
}
