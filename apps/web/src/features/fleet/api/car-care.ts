import { carRoutes } from '@car-rental/domain/contract/cars';
import { fleetRoutes } from '@car-rental/domain/contract/fleet';
import type { CallInput } from '@car-rental/domain/contract/route';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { afterWrite, routeQuery } from '../../../lib/route-query.ts';

/** GET /api/cars/:id: the car page's name and plate */
export function useCar(id: string) {
  return useQuery(routeQuery(carRoutes.getCar, { params: { id } }));
}

/** GET /api/cars/:id/care: the service log (newest first) and the papers */
export function useCarCare(id: string) {
  return useQuery(routeQuery(fleetRoutes.getCarCare, { params: { id } }));
}

export type AddServiceInput = CallInput<typeof fleetRoutes.addCarService>['body'];
export type AddPaperInput = CallInput<typeof fleetRoutes.addCarPaper>['body'];

/** POST /api/cars/:id/services: the record and its one maintenance charge */
export function useAddCarService(carId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddServiceInput) =>
      call(fleetRoutes.addCarService, { params: { id: carId }, body }),
    onSuccess: afterWrite(queryClient, fleetRoutes.addCarService),
  });
}

/** POST /api/cars/:id/papers: the paper and its one charge */
export function useAddCarPaper(carId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddPaperInput) =>
      call(fleetRoutes.addCarPaper, { params: { id: carId }, body }),
    onSuccess: afterWrite(queryClient, fleetRoutes.addCarPaper),
  });
}

/** DELETE /api/cars/:id/services/:serviceId: the charge reversed, the block removed */
export function useDeleteCarService(carId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (serviceId: string) =>
      call(fleetRoutes.deleteCarService, { params: { id: carId, serviceId } }),
    onSuccess: afterWrite(queryClient, fleetRoutes.deleteCarService),
  });
}

/** DELETE /api/cars/:id/papers/:paperId: the charge reversed */
export function useDeleteCarPaper(carId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (paperId: string) =>
      call(fleetRoutes.deleteCarPaper, { params: { id: carId, paperId } }),
    onSuccess: afterWrite(queryClient, fleetRoutes.deleteCarPaper),
  });
}
