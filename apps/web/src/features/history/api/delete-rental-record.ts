import { rentalRoutes } from '@car-rental/domain/contract/rentals';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { afterWrite } from '../../../lib/route-query.ts';

/** deletes a finished rental; the fund gives back what it brought in */
export function deleteRentalRecord({ carId, rentalId }: { carId: string; rentalId: string }) {
  return call(rentalRoutes.deleteRentalHistory, { params: { id: carId, rentalId } });
}

export function useDeleteRentalRecord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRentalRecord,
    onSuccess: afterWrite(queryClient, rentalRoutes.deleteRentalHistory),
  });
}
