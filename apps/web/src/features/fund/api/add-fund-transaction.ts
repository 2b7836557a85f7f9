import { fundRoutes } from '@car-rental/domain/contract/fund';
import type { CallInput } from '@car-rental/domain/contract/route';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { afterWrite } from '../../../lib/route-query.ts';

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
    onSuccess: afterWrite(queryClient, fundRoutes.addFundTransaction),
  });
}
