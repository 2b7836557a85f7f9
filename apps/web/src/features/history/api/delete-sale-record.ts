import { salesRoutes } from '@car-rental/domain/contract/sales';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { afterWrite } from '../../../lib/route-query.ts';

/** deletes a sale record: the sale is undone and the car is back in the garage */
export function deleteSaleRecord({ carId }: { carId: string }) {
  return call(salesRoutes.deleteSaleHistory, { params: { id: carId } });
}

export function useDeleteSaleRecord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSaleRecord,
    onSuccess: afterWrite(queryClient, salesRoutes.deleteSaleHistory),
  });
}
