import { brandRoutes } from '@car-rental/domain/contract/brands';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { salesKeys } from './sales-keys.ts';

/** brands by name, for the brand filter */
export function getBrands(signal?: AbortSignal) {
  return call(brandRoutes.listBrands, {}, { signal });
}

export const brandsQuery = queryOptions({
  queryKey: salesKeys.brands,
  queryFn: ({ signal }) => getBrands(signal),
  staleTime: 5 * 60_000,
});

export function useBrands() {
  return useQuery(brandsQuery);
}
