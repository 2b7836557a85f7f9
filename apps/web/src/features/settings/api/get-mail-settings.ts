import { bookingRequestRoutes } from '@car-rental/domain/contract/booking-requests';
import { useQuery } from '@tanstack/react-query';
import { routeQuery } from '../../../lib/route-query.ts';

/**
 * GET /api/settings/mail: the SMTP server the booking page's mails go through (issue 34 §3;
 * owners only). Its password is never read back: only whether one is kept.
 */
export const mailSettingsQuery = routeQuery(bookingRequestRoutes.getMailSettings);

export function useMailSettings() {
  return useQuery(mailSettingsQuery);
}
