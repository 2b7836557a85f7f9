import { bookingPageRoutes as routes } from '@car-rental/domain/contract/booking-page';
import { bookingRequestRoutes as requests } from '@car-rental/domain/contract/booking-requests';
import { operation } from '../../lib/operation.ts';
import { getPublicAvailability } from './availability.ts';
import {
  getBookingPageSettings,
  getPublicBookingPage,
  setBookingPageSettings,
} from './booking-page.ts';
import {
  confirmBookingRequest,
  declineBookingRequest,
  listBookingRequests,
} from './booking-request-decisions.ts';
import { cancelPublicBookingRequest, getPublicBookingRequest } from './booking-request-status.ts';
import { createBookingRequest } from './create-booking-request.ts';
import { getMailSettings, setMailSettings } from './mail-settings.ts';

export const bookingPageOperations = [
  operation(routes.getBookingPageSettings, async (_, { deps }) => getBookingPageSettings(deps)),
  operation(routes.setBookingPageSettings, async ({ body }, { acting }) =>
    setBookingPageSettings(acting, body),
  ),
  operation(routes.getPublicBookingPage, async (_, { deps }) => getPublicBookingPage(deps)),
  operation(routes.getPublicAvailability, async ({ query }, { deps }) =>
    getPublicAvailability(deps, { start: new Date(query.start), end: new Date(query.end) }),
  ),
  // issue 34 §2-§4: the customers' requests, public by their token; the desk's answers
  operation(requests.createBookingRequest, async ({ body }, { acting, clientAddress, logError }) =>
    createBookingRequest(acting, { body, clientAddress }, logError),
  ),
  operation(requests.getPublicBookingRequest, async ({ params }, { deps }) =>
    getPublicBookingRequest(deps, params.token),
  ),
  operation(requests.cancelPublicBookingRequest, async ({ params }, { acting }) =>
    cancelPublicBookingRequest(acting, params.token),
  ),
  operation(requests.listBookingRequests, async ({ query }, { deps }) =>
    listBookingRequests(deps, query.show),
  ),
  operation(requests.confirmBookingRequest, async ({ params, body }, { acting, logError }) =>
    confirmBookingRequest(acting, { id: params.id, body }, logError),
  ),
  operation(requests.getMailSettings, async (_, { deps }) => getMailSettings(deps)),
  operation(requests.setMailSettings, async ({ body }, { acting }) =>
    setMailSettings(acting, body),
  ),
  operation(requests.declineBookingRequest, async ({ params, body }, { acting, logError }) =>
    declineBookingRequest(acting, { id: params.id, reason: body.reason }, logError),
  ),
];
