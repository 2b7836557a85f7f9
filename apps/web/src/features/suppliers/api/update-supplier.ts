import type { SupplierView } from '@car-rental/domain/contract/suppliers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { suppliersQuery } from './list-suppliers.ts';

export interface UpdateSupplierInput {
  name: string;
  /** null clears the field */
  contact: string | null;
  phone: string | null;
  email: string | null;
  address: string | null;
  /** opening balance in centimes */
  balance: number;
}

/** PATCH /api/suppliers/:id */
export function updateSupplier({ id, ...changes }: UpdateSupplierInput & { id: string }) {
  return api.patch<SupplierView>(`/suppliers/${id}`, changes);
}

export function useUpdateSupplier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSupplier,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: suppliersQuery.queryKey }),
  });
}
