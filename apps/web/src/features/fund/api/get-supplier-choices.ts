import { supplierRoutes } from '@car-rental/domain/contract/suppliers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

/** GET /api/suppliers for the supplier select of a supplier payment (by name, archived ones left out) */
export const supplierChoicesQuery = queryOptions({
  queryKey: ['fund', 'supplier-choices'],
  queryFn: ({ signal }) => call(supplierRoutes.listSuppliers, {}, { signal }),
  select: (list) =>
    list.items.filter((s) => s.archivedAt === null).map(({ id, name }) => ({ id, name })),
});

export function useSupplierChoices(enabled: boolean) {
  return useQuery({ ...supplierChoicesQuery, enabled });
}
