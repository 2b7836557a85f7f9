import type { CarView } from '@car-rental/domain/contract/car';
import { useInfiniteQuery } from '@tanstack/react-query';
import { pagedQueryOptions } from '../../../lib/paging.ts';
import { rentalsRootKey } from './rentals-keys.ts';

/** cars that can be rented now, one page at a time */
export const rentableCarsQuery = (brandId?: string) =>
  pagedQueryOptions<CarView>([...rentalsRootKey, 'rentable'], '/rentals/rentable', { brandId }, 12);

export function useRentableCars(brandId?: string) {
  return useInfiniteQuery(rentableCarsQuery(brandId));
}
