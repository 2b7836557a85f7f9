import { bookingPageRoutes } from '@car-rental/domain/contract/booking-page';
import { useQuery } from '@tanstack/react-query';
import { routeQuery } from '../../../lib/route-query.ts';

/**
 * GET /api/booking-page/settings: the booking page open or closed, the categories it offers,
 * its limits and the agency's words on it (managers read, owners change; issue 34 §5)
 */
export const bookingPageSettingsQuery = routeQuery(bookingPageRoutes.getBookingPageSettings);

export function useBookingPageSettings() {
  return useQuery(bookingPageSettingsQuery);
}
