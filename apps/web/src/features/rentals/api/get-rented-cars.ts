import { rentalRoutes } from '@car-rental/domain/contract/rentals';
import { useInfiniteQuery } from '@tanstack/react-query';
import { pagedRouteQuery } from '../../../lib/route-query.ts';

/** rented cars, earliest return first, one page at a time */
export const rentedCarsQuery = (brandId?: string) =>
  pagedRouteQuery(rentalRoutes.listRentedCars, { brandId }, 12);

export function useRentedCars(brandId?: string) {
  return useInfiniteQuery(rentedCarsQuery(brandId));
}
