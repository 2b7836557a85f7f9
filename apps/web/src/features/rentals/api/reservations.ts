import {
  type cancelBookingBody,
  type noShowBody,
  rentalRoutes,
} from '@car-rental/domain/contract/rentals';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../lib/api-client.ts';
import { afterWrite, pagedRouteQuery } from '../../../lib/route-query.ts';

/** GET /api/rentals/reservations: bookings waiting for their pickup, soonest first */
export const reservationsQuery = (brandId?: string) =>
  pagedRouteQuery(rentalRoutes.listReservations, { brandId }, 12);

export function useReservations(brandId?: string) {
  return useInfiniteQuery(reservationsQuery(brandId));
}

export interface CancelBookingInput extends z.input<typeof cancelBookingBody> {
  rentalId: string;
}

/** POST /api/rentals/:rentalId/cancel: with a reason; an advance is refunded from the fund */
export function cancelBooking({ rentalId, ...body }: CancelBookingInput) {
  return call(rentalRoutes.cancelBooking, { params: { rentalId }, body });
}

export function useCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelBooking,
    onSuccess: afterWrite(queryClient, rentalRoutes.cancelBooking),
  });
}

export interface MarkNoShowInput extends z.input<typeof noShowBody> {
  rentalId: string;
}

/** POST /api/rentals/:rentalId/no-show: once the Settings delay has passed; the advance kept or refunded */
export function markNoShow({ rentalId, ...body }: MarkNoShowInput) {
  return call(rentalRoutes.markNoShow, { params: { rentalId }, body });
}

export function useMarkNoShow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNoShow,
    onSuccess: afterWrite(queryClient, rentalRoutes.markNoShow),
  });
}
