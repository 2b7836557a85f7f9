import type { CarView } from '@car-rental/domain/contract/car';
import { useInfiniteQuery } from '@tanstack/react-query';
import { pagedQueryOptions } from '../../../lib/paging.ts';
import { carsKeys } from './cars-keys.ts';
import { GARAGE_PAGE_SIZE } from './get-garage-cars.ts';

/** the Sold Cars section: most recently sold first, paged by the server */
export const soldCarsQuery = pagedQueryOptions<CarView>(
  carsKeys.sold,
  '/garage/sold',
  {},
  GARAGE_PAGE_SIZE,
);

export function useSoldCars() {
  return useInfiniteQuery(soldCarsQuery);
}
