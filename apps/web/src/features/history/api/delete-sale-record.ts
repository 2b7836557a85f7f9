import type { CarView } from '@car-rental/domain/contract/car';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { invalidateHistory } from './invalidate-history.ts';

/** deletes a sale record: the sale is undone and the car is back in the garage */
export function deleteSaleRecord({ carId }: { carId: string }) {
  return api.delete<CarView>(`/cars/${carId}/sale`);
}

export function useDeleteSaleRecord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSaleRecord,
    onSuccess: () => invalidateHistory(queryClient),
  });
}
