import { fundRoutes } from '@car-rental/domain/contract/fund';
import { useInfiniteQuery } from '@tanstack/react-query';
import { pagedRouteQuery } from '../../../lib/route-query.ts';

/** GET /api/fund/transactions: newest first, one page at a time */
export const fundTransactionsQuery = pagedRouteQuery(fundRoutes.listFundTransactions);

export function useFundTransactions() {
  return useInfiniteQuery(fundTransactionsQuery);
}
