import { carRoutes } from '@car-rental/domain/contract/cars';
import type { CallInput } from '@car-rental/domain/contract/route';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { afterWrite } from '../../../lib/route-query.ts';

export interface UpdateCarInput {
  id: string;
  body: CallInput<typeof carRoutes.updateCar>['body'];
}

export function updateCar({ id, body }: UpdateCarInput) {
  return call(carRoutes.updateCar, { params: { id }, body });
}

export function useUpdateCar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCar,
    onSuccess: afterWrite(queryClient, carRoutes.updateCar),
  });
}
