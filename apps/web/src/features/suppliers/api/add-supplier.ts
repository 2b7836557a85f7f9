import type { SupplierView } from '@car-rental/domain/contract/suppliers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { suppliersQuery } from './list-suppliers.ts';

export interface AddSupplierInput {
  name: string;
  contact?: string | undefined;
  phone?: string | undefined;
  email?: string | undefined;
  address?: string | undefined;
  /** opening balance in centimes */
  balance?: number | undefined;
}

/** POST /api/suppliers */
export function addSupplier(input: AddSupplierInput) {
  return api.post<SupplierView>('/suppliers', input);
}

export function useAddSupplier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addSupplier,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: suppliersQuery.queryKey }),
  });
}
