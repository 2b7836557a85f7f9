import type { FundTransaction } from '@car-rental/domain/contract/fund';
import type { FundTransactionType } from '@car-rental/domain/fund/fund-entry';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { fundSummaryQuery } from './get-fund-summary.ts';
import { totalBenefitQuery } from './get-total-benefit.ts';
import { fundTransactionsQuery } from './list-fund-transactions.ts';

export interface AddFundTransactionInput {
  type: FundTransactionType;
  /** centimes */
  amount: number;
  description: string;
  category: string;
  supplierId?: string;
}

/** POST /api/fund/transactions: Add Money or Add Charge */
export function addFundTransaction(input: AddFundTransactionInput) {
  return api.post<FundTransaction>('/fund/transactions', input);
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
