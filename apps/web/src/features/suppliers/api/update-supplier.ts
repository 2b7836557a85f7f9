import type { CallInput } from '@car-rental/domain/contract/route';
import { supplierRoutes } from '@car-rental/domain/contract/suppliers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { afterWrite } from '../../../lib/route-query.ts';

/** the Edit Supplier body: absent keeps a field, null or empty clears it; balance in centimes */
export type UpdateSupplierInput = CallInput<typeof supplierRoutes.updateSupplier>['body'];

/** PATCH /api/suppliers/:id */
export function updateSupplier({ id, ...changes }: UpdateSupplierInput & { id: string }) {
  return call(supplierRoutes.updateSupplier, { params: { id }, body: changes });
}

export function useUpdateSupplier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSupplier,
    onSuccess: afterWrite(queryClient, supplierRoutes.updateSupplier),
  });
}
