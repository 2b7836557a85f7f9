import { supplierRoutes } from '@car-rental/domain/contract/suppliers';
import { useInfiniteQuery } from '@tanstack/react-query';
import { pagedRouteQuery } from '../../../lib/route-query.ts';

/** GET /api/suppliers: the active suppliers (or the archived ones) by name, with balances */
export const suppliersQuery = (archived: boolean) =>
  pagedRouteQuery(supplierRoutes.listSuppliers, { archived: String(archived) }, 24);

export function useSuppliers(archived: boolean, enabled = true) {
  return useInfiniteQuery({ ...suppliersQuery(archived), enabled });
}
