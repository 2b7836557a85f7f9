import type { CarView } from '@car-rental/domain/contract/car';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { invalidateSales } from './invalidate-sales.ts';

export function removeFromSale(carId: string) {
  return api.delete<{ car: CarView; message: string }>(`/cars/${carId}/for-sale`);
}

export function useRemoveFromSale() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeFromSale,
    onSuccess: () => invalidateSales(queryClient),
  });
}
