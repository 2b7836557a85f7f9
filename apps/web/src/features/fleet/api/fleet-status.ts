import {
  type FleetFilter,
  fleetStatusRoutes,
  type ServiceSchedulesInput,
} from '@car-rental/domain/contract/fleet-status';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { afterWrite, routeQuery } from '../../../lib/route-query.ts';

/** GET /api/fleet: a page of the cars under a filter, most urgent first, and the counts */
export function useFleet(filter: FleetFilter, page: number, pageSize?: number) {
  return useQuery({
    ...routeQuery(fleetStatusRoutes.getFleet, { query: { filter, page, pageSize } }),
    placeholderData: keepPreviousData,
  });
}

/** the bell's and the Dashboard's: the cars needing attention, the first few */
export function useFleetAttention(enabled = true) {
  return useQuery({
    ...routeQuery(fleetStatusRoutes.getFleet, {
      query: { filter: 'attention', page: 1, pageSize: 5 },
    }),
    enabled,
  });
}

/** GET /api/cars/:id/reminders: every scheduled type's reminder, worst first */
export function useCarReminders(carId: string) {
  return useQuery(routeQuery(fleetStatusRoutes.getCarReminders, { params: { id: carId } }));
}

/** GET /api/settings/service-schedules */
export function useServiceSchedules() {
  return useQuery(routeQuery(fleetStatusRoutes.getServiceSchedules));
}

/** PUT /api/settings/service-schedules (owners) */
export function useUpdateServiceSchedules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ServiceSchedulesInput) =>
      call(fleetStatusRoutes.updateServiceSchedules, { body }),
    onSuccess: afterWrite(queryClient, fleetStatusRoutes.updateServiceSchedules),
  });
}

/** PUT /api/cars/:id/service-schedules (managers and owners) */
export function useSetCarServiceSchedules(carId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ServiceSchedulesInput) =>
      call(fleetStatusRoutes.setCarServiceSchedules, { params: { id: carId }, body }),
    onSuccess: afterWrite(queryClient, fleetStatusRoutes.setCarServiceSchedules),
  });
}
