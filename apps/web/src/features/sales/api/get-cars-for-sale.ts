import { salesRoutes } from '@car-rental/domain/contract/sales';
import type { PriceRange } from '@car-rental/domain/sales/price-range';
import { useInfiniteQuery } from '@tanstack/react-query';
import { pagedRouteQuery } from '../../../lib/route-query.ts';

export interface SaleFilters {
  brandId: string | undefined;
  priceRange: PriceRange;
}

/** the Available for Sale grid, by sale price ascending, paged by the server */
export function carsForSaleQuery(filters: SaleFilters) {
  return pagedRouteQuery(salesRoutes.listCarsForSale, {
    brandId: filters.brandId,
    priceRange: filters.priceRange,
  });
}

export function useCarsForSale(filters: SaleFilters) {
  return useInfiniteQuery(carsForSaleQuery(filters));
}
