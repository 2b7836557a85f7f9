import { rentalRoutes } from '@car-rental/domain/contract/rentals';
import { useInfiniteQuery } from '@tanstack/react-query';
import { pagedRouteOptions } from '../../../lib/paging.ts';
import { rentalsRootKey } from './rentals-keys.ts';

/** rented cars, earliest return first, one page at a time */
export const rentedCarsQuery = (brandId?: string) =>
  pagedRouteOptions([...rentalsRootKey, 'active'], rentalRoutes.listRentedCars, { brandId }, 12);

export function useRentedCars(brandId?: string) {
  return useInfiniteQuery(rentedCarsQuery(brandId));
}
