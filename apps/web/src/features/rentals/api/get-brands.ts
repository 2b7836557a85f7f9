import { brandRoutes } from '@car-rental/domain/contract/brands';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { rentalsRootKey } from './rentals-keys.ts';

/** the brands of the brand filter */
export const rentalBrandsQuery = queryOptions({
  queryKey: [...rentalsRootKey, 'brands'],
  queryFn: ({ signal }) => call(brandRoutes.listBrands, {}, { signal }),
  select: (list) => list.items.map(({ id, name }) => ({ id, name })),
});

export function useRentalBrands() {
  return useQuery(rentalBrandsQuery);
}
