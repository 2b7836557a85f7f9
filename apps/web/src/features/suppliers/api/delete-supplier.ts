import { supplierRoutes } from '@car-rental/domain/contract/suppliers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { afterWrite } from '../../../lib/route-query.ts';

/** DELETE /api/suppliers/:id: refused (409) while cars or payments refer to the supplier */
export function deleteSupplier(id: string) {
  return call(supplierRoutes.deleteSupplier, { params: { id } });
}

export function useDeleteSupplier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSupplier,
    onSuccess: afterWrite(queryClient, supplierRoutes.deleteSupplier),
  });
}
