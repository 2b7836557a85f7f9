import { supplierRoutes } from '@car-rental/domain/contract/suppliers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

/** GET /api/suppliers: by name, each with its balance */
export function listSuppliers(signal?: AbortSignal) {
  return call(supplierRoutes.listSuppliers, {}, { signal });
}

export const suppliersQuery = queryOptions({
  queryKey: ['suppliers', 'list'],
  queryFn: ({ signal }) => listSuppliers(signal),
});

export function useSuppliers() {
  return useQuery(suppliersQuery);
}
