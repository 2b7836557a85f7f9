import { rentalRoutes } from '@car-rental/domain/contract/rentals';
import { useInfiniteQuery } from '@tanstack/react-query';
import { pagedRouteQuery } from '../../../lib/route-query.ts';

/** cars that can be rented now, one page at a time */
export const rentableCarsQuery = (brandId?: string) =>
  pagedRouteQuery(rentalRoutes.listRentableCars, { brandId }, 12);

export function useRentableCars(brandId?: string) {
  return useInfiniteQuery(rentableCarsQuery(brandId));
}
