import { fundRoutes } from '@car-rental/domain/contract/fund';
import { useInfiniteQuery } from '@tanstack/react-query';
import { pagedRouteOptions } from '../../../lib/paging.ts';

/** GET /api/fund/transactions: newest first, one page at a time */
export const fundTransactionsQuery = pagedRouteOptions(
  ['fund', 'transactions'],
  fundRoutes.listFundTransactions,
  {},
  20,
);

export function useFundTransactions() {
  return useInfiniteQuery(fundTransactionsQuery);
}
