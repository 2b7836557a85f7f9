import { garageRoutes } from '@car-rental/domain/contract/cars';
import { useInfiniteQuery } from '@tanstack/react-query';
import { pagedRouteQuery } from '../../../lib/route-query.ts';

/**
 * Garage cars that are neither rented nor sold (status=available), paged by the server; the
 * screen keeps those the listing rule accepts and that are not listed yet.
 */
export function listableCarsQuery(brandId: string | undefined) {
  return pagedRouteQuery(garageRoutes.listGarageCars, {
    status: 'available',
    brandId,
  });
}

export function useListableCars(brandId: string | undefined) {
  return useInfiniteQuery(listableCarsQuery(brandId));
}
