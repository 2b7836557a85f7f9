import { garageRoutes } from '@car-rental/domain/contract/cars';
import { useInfiniteQuery } from '@tanstack/react-query';
import { pagedRouteOptions } from '../../../lib/paging.ts';
import { carsKeys } from './cars-keys.ts';
import { GARAGE_PAGE_SIZE } from './get-garage-cars.ts';

/** the Sold Cars section: most recently sold first, paged by the server */
export const soldCarsQuery = pagedRouteOptions(
  carsKeys.sold,
  garageRoutes.listSoldCars,
  {},
  GARAGE_PAGE_SIZE,
);

export function useSoldCars() {
  return useInfiniteQuery(soldCarsQuery);
}
