import { fundRoutes } from '@car-rental/domain/contract/fund';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { afterWrite } from '../../../lib/route-query.ts';

/** DELETE /api/fund/transactions/:id: manual entries only (the server explains a refusal) */
export function deleteFundTransaction(id: string) {
  return call(fundRoutes.deleteFundTransaction, { params: { id } });
}

export function useDeleteFundTransaction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFundTransaction,
    onSuccess: afterWrite(queryClient, fundRoutes.deleteFundTransaction),
  });
}
