import { bookingPageRoutes as routes } from '@car-rental/domain/contract/booking-page';
import { operation } from '../../lib/operation.ts';
import { getPublicAvailability } from './availability.ts';
import {
  getBookingPageSettings,
  getPublicBookingPage,
  setBookingPageSettings,
} from './booking-page.ts';

export const bookingPageOperations = [
  operation(routes.getBookingPageSettings, async (_, { deps }) => getBookingPageSettings(deps)),
  operation(routes.setBookingPageSettings, async ({ body }, { acting }) =>
    setBookingPageSettings(acting, body),
  ),
  operation(routes.getPublicBookingPage, async (_, { deps }) => getPublicBookingPage(deps)),
  operation(routes.getPublicAvailability, async ({ query }, { deps }) =>
    getPublicAvailability(deps, { start: new Date(query.start), end: new Date(query.end) }),
  ),
];
