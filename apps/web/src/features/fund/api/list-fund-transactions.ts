import type { FundTransaction } from '@car-rental/domain/contract/fund';
import { useInfiniteQuery } from '@tanstack/react-query';
import { pagedQueryOptions } from '../../../lib/paging.ts';

/** GET /api/fund/transactions: newest first, one page at a time */
export const fundTransactionsQuery = pagedQueryOptions<FundTransaction>(
  ['fund', 'transactions'],
  '/fund/transactions',
  {},
  20,
);

export function useFundTransactions() {
  return useInfiniteQuery(fundTransactionsQuery);
}
