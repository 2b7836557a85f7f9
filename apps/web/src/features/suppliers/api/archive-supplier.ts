import type { SupplierView } from '@car-rental/domain/contract/suppliers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { suppliersQuery } from './list-suppliers.ts';

/**
 * POST /api/suppliers/:id/archive or /unarchive: an archived supplier leaves the pickers
 * and keeps its cars, payments and balance
 */
export function setSupplierArchived({ id, archived }: { id: string; archived: boolean }) {
  return api.post<SupplierView>(`/suppliers/${id}/${archived ? 'archive' : 'unarchive'}`);
}

export function useSetSupplierArchived() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setSupplierArchived,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: suppliersQuery.queryKey }),
  });
}
