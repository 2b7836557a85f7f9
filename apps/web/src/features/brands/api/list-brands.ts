import { brandRoutes } from '@car-rental/domain/contract/brands';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

/** GET /api/brands: brands by name with their models, and the existing brand groups */
export function listBrands(signal?: AbortSignal) {
  return call(brandRoutes.listBrands, {}, { signal });
}

export const brandsQuery = queryOptions({
  queryKey: ['brands', 'list'],
  queryFn: ({ signal }) => listBrands(signal),
});

export function useBrands() {
  return useQuery(brandsQuery);
}
