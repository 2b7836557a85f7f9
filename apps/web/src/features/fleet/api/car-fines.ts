import { fineRoutes } from '@car-rental/domain/contract/fines';
import type { CallInput } from '@car-rental/domain/contract/route';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { afterWrite, routeQuery } from '../../../lib/route-query.ts';

/** GET /api/cars/:id/fines: the car's traffic fines, newest first */
export function useCarFines(id: string, enabled = true) {
  return useQuery({ ...routeQuery(fineRoutes.listCarFines, { params: { id } }), enabled });
}

/** GET /api/cars/:id/fines/match?at=: who had the car then (asked once the instant is whole) */
export function useFineMatch(id: string, at: string) {
  return useQuery({
    ...routeQuery(fineRoutes.matchCarFine, { params: { id }, query: { at } }),
    enabled: at !== '',
  });
}

export type AddFineInput = CallInput<typeof fineRoutes.addCarFine>['body'];
export type RecoverFineInput = CallInput<typeof fineRoutes.recoverCarFine>['body'];

/** POST /api/cars/:id/fines: the fine, its payment, and its charge to the customer or not */
export function useAddCarFine(carId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddFineInput) =>
      call(fineRoutes.addCarFine, { params: { id: carId }, body }),
    onSuccess: afterWrite(queryClient, fineRoutes.addCarFine),
  });
}

/** POST /api/cars/:id/fines/:fineId/recovery: the customer paid back what he owes */
export function useRecoverCarFine(carId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ fineId, body }: { fineId: string; body: RecoverFineInput }) =>
      call(fineRoutes.recoverCarFine, { params: { id: carId, fineId }, body }),
    onSuccess: afterWrite(queryClient, fineRoutes.recoverCarFine),
  });
}

/** DELETE /api/cars/:id/fines/:fineId: its money moves reversed */
export function useDeleteCarFine(carId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fineId: string) =>
      call(fineRoutes.deleteCarFine, { params: { id: carId, fineId } }),
    onSuccess: afterWrite(queryClient, fineRoutes.deleteCarFine),
  });
}
