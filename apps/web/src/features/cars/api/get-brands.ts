import { brandRoutes } from '@car-rental/domain/contract/brands';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { carsKeys } from './cars-keys.ts';

/** brands by name with their models: the car form's brand and model lists, the brand filter */
export function getBrands(signal?: AbortSignal) {
  return call(brandRoutes.listBrands, {}, { signal });
}

export const brandsQuery = queryOptions({
  queryKey: carsKeys.brands,
  queryFn: ({ signal }) => getBrands(signal),
});

export function useBrands() {
  return useQuery(brandsQuery);
}
