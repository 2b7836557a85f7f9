import { rentalRoutes } from '@car-rental/domain/contract/rentals';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { afterWrite } from '../../../lib/route-query.ts';

/** cancels a booking whose pickup has not come; an advance is refunded from the fund */
export function cancelRental({ carId }: { carId: string }) {
  return call(rentalRoutes.cancelRental, { params: { id: carId } });
}

export function useCancelRental() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelRental,
    onSuccess: afterWrite(queryClient, rentalRoutes.cancelRental),
  });
}
