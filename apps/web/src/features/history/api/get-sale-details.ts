import { historyRoutes } from '@car-rental/domain/contract/history';
import { useQuery } from '@tanstack/react-query';
import { routeQuery } from '../../../lib/route-query.ts';

/** a sale with its buyer and invoice, for the details dialog */
export const saleDetailsQuery = (id: string) =>
  routeQuery(historyRoutes.getSaleDetails, { params: { id } });

export function useSaleDetails(id: string) {
  return useQuery(saleDetailsQuery(id));
}
