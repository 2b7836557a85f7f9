import type { CallInput } from '@car-rental/domain/contract/route';
import { supplierRoutes } from '@car-rental/domain/contract/suppliers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { afterWrite } from '../../../lib/route-query.ts';

/** the Add Supplier body (opening balance in centimes), as the contract takes it */
export type AddSupplierInput = CallInput<typeof supplierRoutes.addSupplier>['body'];

/** POST /api/suppliers */
export function addSupplier(input: AddSupplierInput) {
  return call(supplierRoutes.addSupplier, { body: input });
}

export function useAddSupplier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addSupplier,
    onSuccess: afterWrite(queryClient, supplierRoutes.addSupplier),
  });
}
