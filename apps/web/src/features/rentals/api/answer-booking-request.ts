import {
  bookingRequestRoutes,
  type confirmBookingRequestBody,
  type declineBookingRequestBody,
} from '@car-rental/domain/contract/booking-requests';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../lib/api-client.ts';
import { afterWrite } from '../../../lib/route-query.ts';

/**
 * The desk's answers to a booking page request (issue 34 §2), apart from the list
 * (booking-requests.ts), which the header's bell loads on every screen: these come with the
 * Rental screen's panel.
 */
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
