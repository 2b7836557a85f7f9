import type { CarView } from '@car-rental/domain/contract/car';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { rentalsRootKey } from './rentals-keys.ts';

export interface ExtendRentalInput {
  carId: string;
  newEndDate: string;
}

export function extendRental({ carId, newEndDate }: ExtendRentalInput) {
  return api.post<CarView>(`/cars/${carId}/extend`, { newEndDate });
}

export function useExtendRental() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: extendRental,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rentalsRootKey }),
  });
}
