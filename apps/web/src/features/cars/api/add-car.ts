import type { CarView } from '@car-rental/domain/contract/car';
import type { AddCarBody } from '@car-rental/domain/contract/cars';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { invalidateAfterCarChange } from './invalidate-cars.ts';

export function addCar(body: AddCarBody) {
  return api.post<CarView>('/cars', body);
}

export function useAddCar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addCar,
    onSuccess: () => invalidateAfterCarChange(queryClient),
  });
}
