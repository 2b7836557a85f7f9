import { type addBlockBody, boardRoutes } from '@car-rental/domain/contract/board';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../lib/api-client.ts';
import { afterWrite } from '../../../lib/route-query.ts';

export interface AddCarBlockInput extends z.input<typeof addBlockBody> {
  carId: string;
}

/** POST /api/cars/:id/blocks: maintenance, repair or the owner's use; refused over a booking or block */
export function addCarBlock({ carId, ...body }: AddCarBlockInput) {
  return call(boardRoutes.addCarBlock, { params: { id: carId }, body });
}

export function useAddCarBlock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addCarBlock,
    onSuccess: afterWrite(queryClient, boardRoutes.addCarBlock),
  });
}

/** DELETE /api/cars/:id/blocks/:blockId: the car is free again over that period */
export function removeCarBlock({ carId, blockId }: { carId: string; blockId: string }) {
  return call(boardRoutes.removeCarBlock, { params: { id: carId, blockId } });
}

export function useRemoveCarBlock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeCarBlock,
    onSuccess: afterWrite(queryClient, boardRoutes.removeCarBlock),
  });
}
