import { carRoutes } from '@car-rental/domain/contract/cars';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { afterWrite } from '../../../lib/route-query.ts';

export function markForSale(carId: string) {
  return call(carRoutes.markForSale, { params: { id: carId } });
}

export function useMarkForSale() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markForSale,
    onSuccess: afterWrite(queryClient, carRoutes.markForSale),
  });
}
