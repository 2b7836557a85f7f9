import type { CarView } from '@car-rental/domain/contract/car';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { invalidateSales } from './invalidate-sales.ts';

export function markForSale(carId: string) {
  return api.post<{ car: CarView; message: string }>(`/cars/${carId}/for-sale`);
}

export function useMarkForSale() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markForSale,
    onSuccess: () => invalidateSales(queryClient),
  });
}
