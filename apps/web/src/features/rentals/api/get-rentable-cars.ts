import { rentalRoutes } from '@car-rental/domain/contract/rentals';
import { useInfiniteQuery } from '@tanstack/react-query';
import { pagedRouteOptions } from '../../../lib/paging.ts';
import { rentalsRootKey } from './rentals-keys.ts';

/** cars that can be rented now, one page at a time */
export const rentableCarsQuery = (brandId?: string) =>
  pagedRouteOptions(
    [...rentalsRootKey, 'rentable'],
    rentalRoutes.listRentableCars,
    { brandId },
    12,
  );

export function useRentableCars(brandId?: string) {
  return useInfiniteQuery(rentableCarsQuery(brandId));
}
