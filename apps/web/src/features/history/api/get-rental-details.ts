import { historyRoutes } from '@car-rental/domain/contract/history';
import { useQuery } from '@tanstack/react-query';
import { routeQuery } from '../../../lib/route-query.ts';

/** a finished rental with its charges, for the details dialog */
export const rentalDetailsQuery = (id: string) =>
  routeQuery(historyRoutes.getRentalDetails, { params: { id } });

export function useRentalDetails(id: string) {
  return useQuery(rentalDetailsQuery(id));
}
