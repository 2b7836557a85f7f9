import {
  type BookingPageSettings,
  bookingPageRoutes,
} from '@car-rental/domain/contract/booking-page';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { afterWrite } from '../../../lib/route-query.ts';

export type { BookingPageSettings };

/** PUT /api/booking-page/settings: opens or closes the page, sets what it offers (owners) */
export function updateBookingPageSettings(body: BookingPageSettings) {
  return call(bookingPageRoutes.setBookingPageSettings, { body });
}

export function useUpdateBookingPageSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBookingPageSettings,
    onSuccess: afterWrite(queryClient, bookingPageRoutes.setBookingPageSettings),
  });
}
