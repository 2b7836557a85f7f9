import { supplierRoutes } from '@car-rental/domain/contract/suppliers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { carsKeys } from './cars-keys.ts';

/** suppliers by name, for the car form's optional supplier select */
export function getSuppliers(signal?: AbortSignal) {
  return call(supplierRoutes.listSuppliers, {}, { signal });
}

export const suppliersQuery = queryOptions({
  queryKey: carsKeys.suppliers,
  queryFn: ({ signal }) => getSuppliers(signal),
});

export function useSuppliers(enabled = true) {
  return useQuery({ ...suppliersQuery, enabled });
}
