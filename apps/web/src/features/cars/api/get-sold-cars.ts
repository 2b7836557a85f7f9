import { garageRoutes } from '@car-rental/domain/contract/cars';
import { useInfiniteQuery } from '@tanstack/react-query';
import { pagedRouteQuery } from '../../../lib/route-query.ts';
import { GARAGE_PAGE_SIZE } from './get-garage-cars.ts';

/** the Sold Cars section: most recently sold first, paged by the server */
export const soldCarsQuery = pagedRouteQuery(garageRoutes.listSoldCars, {}, GARAGE_PAGE_SIZE);

export function useSoldCars() {
  return useInfiniteQuery(soldCarsQuery);
}
