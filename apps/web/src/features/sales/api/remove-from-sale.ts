import { carRoutes } from '@car-rental/domain/contract/cars';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { afterWrite } from '../../../lib/route-query.ts';

export function removeFromSale(carId: string) {
  return call(carRoutes.removeFromSale, { params: { id: carId } });
}

export function useRemoveFromSale() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeFromSale,
    onSuccess: afterWrite(queryClient, carRoutes.removeFromSale),
  });
}
