import { brandRoutes } from '@car-rental/domain/contract/brands';
import { supplierRoutes } from '@car-rental/domain/contract/suppliers';
import { useQuery } from '@tanstack/react-query';
import { routeQuery } from './route-query.ts';

/**
 * The catalogue that several screens choose from: brands with their models (the Brands
 * screen, the car form, the brand filters) and suppliers with their balances (the
 * Suppliers screen, the car form, a supplier payment). One answer each, shared.
 */
export const brandsQuery = routeQuery(brandRoutes.listBrands);

export function useBrands() {
  return useQuery(brandsQuery);
}

/** the brand filters' choices */
export function useBrandChoices() {
  return useQuery({
    ...brandsQuery,
    select: (list) => list.items.map(({ id, name }) => ({ id, name })),
  });
}

export const suppliersQuery = routeQuery(supplierRoutes.listSuppliers);

export function useSuppliers(enabled = true) {
  return useQuery({ ...suppliersQuery, enabled });
}

/** the supplier select of a supplier payment: by name, archived ones left out */
export function useSupplierChoices(enabled: boolean) {
  return useQuery({
    ...suppliersQuery,
    enabled,
    select: (list) =>
      list.items.filter((s) => s.archivedAt === null).map(({ id, name }) => ({ id, name })),
  });
}
