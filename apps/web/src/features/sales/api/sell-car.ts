import { type SellCarInput, salesRoutes } from '@car-rental/domain/contract/sales';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { afterWrite } from '../../../lib/route-query.ts';

export interface SellCarRequest {
  carId: string;
  input: SellCarInput;
  /** one key per opened dialog: a repeated click cannot sell twice */
  idempotencyKey: string;
}

export function sellCar({ carId, input, idempotencyKey }: SellCarRequest) {
  return call(salesRoutes.sellCar, { params: { id: carId }, body: input }, { idempotencyKey });
}

export function useSellCar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sellCar,
    onSuccess: afterWrite(queryClient, salesRoutes.sellCar),
  });
}
