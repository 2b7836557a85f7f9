import { salesRoutes } from '@car-rental/domain/contract/sales';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { afterWrite } from '../../../lib/route-query.ts';

/** Mark Available: a sold car goes back to the garage (the sale is undone) */
export function markCarAvailable(id: string) {
  return call(salesRoutes.markCarAsAvailable, { params: { id } });
}

export function useMarkCarAvailable() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markCarAvailable,
    onSuccess: afterWrite(queryClient, salesRoutes.markCarAsAvailable),
  });
}
