import type { BrandList } from '@car-rental/domain/contract/brands';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { salesKeys } from './sales-keys.ts';

/** brands by name, for the brand filter */
export function getBrands(signal?: AbortSignal) {
  return api.get<BrandList>('/brands', undefined, signal);
}

export const brandsQuery = queryOptions({
  queryKey: salesKeys.brands,
  queryFn: ({ signal }) => getBrands(signal),
  staleTime: 5 * 60_000,
});

export function useBrands() {
  return useQuery(brandsQuery);
}
