import type { SupplierList } from '@car-rental/domain/contract/suppliers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** GET /api/suppliers: by name, each with its balance */
export function listSuppliers(signal?: AbortSignal) {
  return api.get<SupplierList>('/suppliers', undefined, signal);
}

export const suppliersQuery = queryOptions({
  queryKey: ['suppliers', 'list'],
  queryFn: ({ signal }) => listSuppliers(signal),
});

export function useSuppliers() {
  return useQuery(suppliersQuery);
}
