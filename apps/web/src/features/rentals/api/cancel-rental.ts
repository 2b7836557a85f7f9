import type { cancelRentalAnswer } from '@car-rental/domain/contract/rentals';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { rentalsRootKey } from './rentals-keys.ts';

/** cancels a booking whose pickup has not come; an advance is refunded from the fund */
export function cancelRental({ carId }: { carId: string }) {
  return api.post<z.infer<typeof cancelRentalAnswer>>(`/cars/${carId}/cancel-rental`);
}

export function useCancelRental() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelRental,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rentalsRootKey }),
  });
}
