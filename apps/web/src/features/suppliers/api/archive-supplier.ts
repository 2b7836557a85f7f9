import { supplierRoutes } from '@car-rental/domain/contract/suppliers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { afterWrite } from '../../../lib/route-query.ts';

/**
 * POST /api/suppliers/:id/archive or /unarchive: an archived supplier leaves the pickers
 * and keeps its cars, payments and balance
 */
export function setSupplierArchived({ id, archived }: { id: string; archived: boolean }) {
  const route = archived ? supplierRoutes.archiveSupplier : supplierRoutes.unarchiveSupplier;
  return call(route, { params: { id } });
}

export function useSetSupplierArchived() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setSupplierArchived,
    onSuccess: afterWrite(queryClient, supplierRoutes.archiveSupplier),
  });
}
