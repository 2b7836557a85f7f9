import { rentalRoutes, type returnCarBody } from '@car-rental/domain/contract/rentals';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../lib/api-client.ts';
import { afterWrite } from '../../../lib/route-query.ts';

export interface ReturnCarInput extends z.input<typeof returnCarBody> {
  carId: string;
}

export function returnCar({ carId, ...body }: ReturnCarInput) {
  return call(rentalRoutes.returnCar, { params: { id: carId }, body });
}

export function useReturnCar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: returnCar,
    onSuccess: afterWrite(queryClient, rentalRoutes.returnCar),
  });
}
