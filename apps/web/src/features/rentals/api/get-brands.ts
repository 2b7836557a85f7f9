import type { BrandList } from '@car-rental/domain/contract/brands';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { rentalsRootKey } from './rentals-keys.ts';

/** the brands of the brand filter */
export const rentalBrandsQuery = queryOptions({
  queryKey: [...rentalsRootKey, 'brands'],
  queryFn: ({ signal }) => api.get<BrandList>('/brands', undefined, signal),
  select: (list) => list.items.map(({ id, name }) => ({ id, name })),
});

export function useRentalBrands() {
  return useQuery(rentalBrandsQuery);
}
