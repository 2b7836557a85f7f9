import type { CarView } from '@car-rental/domain/contract/car';
import type { UpdateCarBody } from '@car-rental/domain/contract/cars';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { invalidateAfterCarChange } from './invalidate-cars.ts';

export interface UpdateCarInput {
  id: string;
  body: UpdateCarBody;
}

export function updateCar({ id, body }: UpdateCarInput) {
  return api.patch<CarView>(`/cars/${id}`, body);
}

export function useUpdateCar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCar,
    onSuccess: () => invalidateAfterCarChange(queryClient),
  });
}
