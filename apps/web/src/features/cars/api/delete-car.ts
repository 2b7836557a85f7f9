import { carRoutes } from '@car-rental/domain/contract/cars';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { afterWrite } from '../../../lib/route-query.ts';

/** removes a car from the garage (refused while rented; its history stays) */
export function deleteCar(id: string) {
  return call(carRoutes.deleteCar, { params: { id } });
}

export function useDeleteCar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCar,
    onSuccess: afterWrite(queryClient, carRoutes.deleteCar),
  });
}
