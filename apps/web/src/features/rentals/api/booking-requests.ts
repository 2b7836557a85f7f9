import {
  type BookingRequestView,
  bookingRequestListRoutes,
} from '@car-rental/domain/contract/booking-request-list';
import { useQuery } from '@tanstack/react-query';
import { routeQuery } from '../../../lib/route-query.ts';

export type { BookingRequestView };

/**
 * GET /api/booking-requests: the booking page's open requests, oldest first (issue 34 §2).
 * Made of the 'rentals' topic, so a new request at any desk or from the page refetches it
 * live; a minute's refetch too, so that a hold that ended leaves the list. The header's bell
 * reads it on every screen: its module carries the list's schemas alone (the desk's answers
 * are in answer-booking-request.ts).
 */
export const openBookingRequestsQuery = {
  ...routeQuery(bookingRequestListRoutes.listBookingRequests, { query: { show: 'open' } }),
  refetchInterval: 60_000,
};

export function useOpenBookingRequests() {
  return useQuery(openBookingRequestsQuery);
}
