import type { CarView } from '@car-rental/domain/contract/car';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { invalidateAfterCarChange } from './invalidate-cars.ts';

/** Mark Available: a sold car goes back to the garage (the sale is undone) */
export function markCarAvailable(id: string) {
  return api.post<CarView>(`/cars/${id}/available`);
}

export function useMarkCarAvailable() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markCarAvailable,
    onSuccess: () => invalidateAfterCarChange(queryClient),
  });
}
