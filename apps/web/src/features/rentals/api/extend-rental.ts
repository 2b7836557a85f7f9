import { rentalRoutes } from '@car-rental/domain/contract/rentals';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { afterWrite } from '../../../lib/route-query.ts';

export interface ExtendRentalInput {
  carId: string;
  newEndDate: string;
}

export function extendRental({ carId, newEndDate }: ExtendRentalInput) {
  return call(rentalRoutes.extendRental, { params: { id: carId }, body: { newEndDate } });
}

export function useExtendRental() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: extendRental,
    onSuccess: afterWrite(queryClient, rentalRoutes.extendRental),
  });
}
