import { fundRoutes } from '@car-rental/domain/contract/fund';
import type { CallInput } from '@car-rental/domain/contract/route';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { fundSummaryQuery } from './get-fund-summary.ts';
import { totalBenefitQuery } from './get-total-benefit.ts';
import { fundTransactionsQuery } from './list-fund-transactions.ts';

/** the Add Money / Add Charge body (amount in centimes), as the contract takes it */
export type AddFundTransactionInput = CallInput<typeof fundRoutes.addFundTransaction>['body'];

/** POST /api/fund/transactions: Add Money or Add Charge */
export function addFundTransaction(input: AddFundTransactionInput) {
  return call(fundRoutes.addFundTransaction, { body: input });
}

export function useAddFundTransaction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addFundTransaction,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: fundSummaryQuery.queryKey }),
        queryClient.invalidateQueries({ queryKey: fundTransactionsQuery.queryKey.slice(0, 2) }),
        queryClient.invalidateQueries({ queryKey: totalBenefitQuery.queryKey }),
      ]),
  });
}
