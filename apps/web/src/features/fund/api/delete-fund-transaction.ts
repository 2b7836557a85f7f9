import { fundRoutes } from '@car-rental/domain/contract/fund';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { fundSummaryQuery } from './get-fund-summary.ts';
import { totalBenefitQuery } from './get-total-benefit.ts';
import { fundTransactionsQuery } from './list-fund-transactions.ts';

/** DELETE /api/fund/transactions/:id: manual entries only (the server explains a refusal) */
export function deleteFundTransaction(id: string) {
  return call(fundRoutes.deleteFundTransaction, { params: { id } });
}

export function useDeleteFundTransaction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFundTransaction,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: fundSummaryQuery.queryKey }),
        queryClient.invalidateQueries({ queryKey: fundTransactionsQuery.queryKey.slice(0, 2) }),
        queryClient.invalidateQueries({ queryKey: totalBenefitQuery.queryKey }),
      ]),
  });
}
