import { type GarageStatus, garageRoutes } from '@car-rental/domain/contract/cars';
import { useInfiniteQuery } from '@tanstack/react-query';
import { pagedRouteQuery } from '../../../lib/route-query.ts';

export interface GarageFilters {
  brandId: string;
  status: GarageStatus;
}

export const GARAGE_PAGE_SIZE = 12;

/** one group of the garage (Paid Cars or Unpaid Cars), paged by the server */
export function garageCarsQuery(filters: GarageFilters, paid: boolean) {
  return pagedRouteQuery(
    garageRoutes.listGarageCars,
    { brandId: filters.brandId || undefined, status: filters.status, paid: String(paid) },
    GARAGE_PAGE_SIZE,
  );
}

export function useGarageCars(filters: GarageFilters, paid: boolean) {
  return useInfiniteQuery(garageCarsQuery(filters, paid));
}
