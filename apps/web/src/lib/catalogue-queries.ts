import { brandRoutes } from '@car-rental/domain/contract/brands';
import { supplierRoutes } from '@car-rental/domain/contract/suppliers';
import { useQuery } from '@tanstack/react-query';
import { routeQuery } from './route-query.ts';

/**
 * The catalogue that several screens choose from: brands with their models (the Brands
 * screen, the car form, the brand filters) and the suppliers' names (the car form, a
 * supplier payment). One answer each, shared.
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

export const supplierChoicesQuery = routeQuery(supplierRoutes.listSupplierChoices);

/**
 * The suppliers a select offers, by name: archived ones are left out, except `keep` (the
 * supplier a car is already linked to, which its form keeps showing).
 */
export function useSupplierChoices({
  enabled = true,
  keep,
}: {
  enabled?: boolean;
  keep?: string;
} = {}) {
  return useQuery({
    ...supplierChoicesQuery,
    enabled,
    select: (list) => list.items.filter((s) => !s.archived || s.id === keep),
  });
}
