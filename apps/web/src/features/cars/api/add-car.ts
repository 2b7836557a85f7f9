import { carRoutes } from '@car-rental/domain/contract/cars';
import type { CallInput } from '@car-rental/domain/contract/route';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { afterWrite } from '../../../lib/route-query.ts';

/** the car form's body, as the contract takes it */
export type AddCarInput = CallInput<typeof carRoutes.addCar>['body'];

export function addCar(body: AddCarInput) {
  return call(carRoutes.addCar, { body });
}

export function useAddCar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addCar,
    onSuccess: afterWrite(queryClient, carRoutes.addCar),
  });
}
