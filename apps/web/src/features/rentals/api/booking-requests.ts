import {
  type BookingRequestView,
  bookingRequestRoutes,
  type confirmBookingRequestBody,
  type declineBookingRequestBody,
} from '@car-rental/domain/contract/booking-requests';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../lib/api-client.ts';
import { afterWrite, routeQuery } from '../../../lib/route-query.ts';

export type { BookingRequestView };

/**
 * GET /api/booking-requests: the booking page's open requests, oldest first (issue 34 §2).
 * Made of the 'rentals' topic, so a new request at any desk or from the page refetches it
 * live; a minute's refetch too, so that a hold that ended leaves the list.
 */
export const openBookingRequestsQuery = {
  ...routeQuery(bookingRequestRoutes.listBookingRequests, { query: { show: 'open' } }),
  refetchInterval: 60_000,
};

export function useOpenBookingRequests() {
  return useQuery(openBookingRequestsQuery);
}

export interface ConfirmRequestInput extends z.input<typeof confirmBookingRequestBody> {
  id: string;
}

/** POST /api/booking-requests/:id/confirm: a reservation at the request's kept quote */
export function confirmBookingRequest({ id, ...body }: ConfirmRequestInput) {
  return call(bookingRequestRoutes.confirmBookingRequest, { params: { id }, body });
}

export function useConfirmBookingRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmBookingRequest,
    onSuccess: afterWrite(queryClient, bookingRequestRoutes.confirmBookingRequest),
  });
}

export interface DeclineRequestInput extends z.input<typeof declineBookingRequestBody> {
  id: string;
}

/** POST /api/booking-requests/:id/decline: with the reason the customer reads; the car is free */
export function declineBookingRequest({ id, ...body }: DeclineRequestInput) {
  return call(bookingRequestRoutes.declineBookingRequest, { params: { id }, body });
}

export function useDeclineBookingRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: declineBookingRequest,
    onSuccess: afterWrite(queryClient, bookingRequestRoutes.declineBookingRequest),
  });
}
