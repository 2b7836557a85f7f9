import type { CarView } from '@car-rental/domain/contract/car';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { invalidateAfterCarChange } from './invalidate-cars.ts';

export interface SetCarPaidInput {
  id: string;
  isPaid: boolean;
}

/** the payment toggle (refused while rented) */
export function setCarPaid({ id, isPaid }: SetCarPaidInput) {
  return api.post<CarView>(`/cars/${id}/paid`, { isPaid });
}

export function useSetCarPaid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setCarPaid,
    onSuccess: () => invalidateAfterCarChange(queryClient),
  });
}
