import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { invalidateAfterCarChange } from './invalidate-cars.ts';

/** removes a car from the garage (refused while rented; its history stays) */
export function deleteCar(id: string) {
  return api.delete<{ ok: true }>(`/cars/${id}`);
}

export function useDeleteCar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCar,
    onSuccess: () => invalidateAfterCarChange(queryClient),
  });
}
