import { z } from 'zod';
import { languageSchema } from '../i18n/languages.ts';
import { centimes, id, isoDate, isoDateTime } from './common.ts';
import { defineRoute } from './route.ts';

/**
 * The desk's list of the booking page's requests, apart from contract/booking-requests.ts:
 * the header's bell reads it on every screen, so its schemas are in every first load; the
 * page's form, its status page, the desk's answers and the mail settings are not.
 *
 * Issue 34 §2–§4: a customer's request from the booking page (docs/decisions/0048). It holds
 * its car for the period until the desk confirms it (a reservation), declines it, the
 * customer cancels it, or its hold time passes (expired).
 */
export const requestStates = [
  'requested',
  'confirmed',
  'declined',
  'expired',
  'cancelled',
] as const;
export const requestState = z.enum(requestStates);
export type RequestState = z.infer<typeof requestState>;

/** what became of the mail a request's step sends: none is sent without SMTP settings */
export const mailOutcome = z.enum(['sent', 'not_sent', 'failed']);
export type MailOutcome = z.infer<typeof mailOutcome>;

/** one request on the desk */
export const bookingRequestView = z.object({
  id,
  state: requestState,
  createdAt: isoDateTime,
  holdUntil: isoDateTime,
  start: isoDateTime,
  end: isoDateTime,
  carId: id,
  plate: z.string(),
  brandName: z.string(),
  modelName: z.string(),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  licenceNumber: z.string(),
  licenceIssuedOn: isoDate,
  language: languageSchema,
  extras: z.array(z.object({ code: z.string(), quantity: z.number().int() })),
  /** what the booking costs (the quote's due) and the deposit due */
  due: centimes,
  deposit: centimes.nullable(),
  reason: z.string().nullable(),
  rentalId: id.nullable(),
  customerId: id.nullable(),
  /** the customer on file with this licence or phone, and whether they are on "Do not rent" */
  knownCustomerId: id.nullable(),
  doNotRent: z.boolean(),
  /** the last mail the request's step sent */
  mail: mailOutcome,
  /** the customer's photo of their licence: a URL for signed-in staff only, or none */
  licencePhoto: z.string().nullable(),
});
export type BookingRequestView = z.infer<typeof bookingRequestView>;

export const bookingRequestsQuery = z.object({
  /** open: requested and still holding; all: the last 200 of any state */
  show: z.enum(['open', 'all']).default('open'),
});

/** part of the booking page's routes (contract/booking-requests.ts lists it in its table) */
export const bookingRequestListRoutes = {
  listBookingRequests: defineRoute({
    method: 'GET',
    path: '/booking-requests',
    operationId: 'listBookingRequests',
    topics: ['rentals'],
    tags: ['booking page'],
    summary: "The booking page's requests: the open ones first, oldest first",
    query: bookingRequestsQuery,
    status: 200,
    answer: z.object({ items: z.array(bookingRequestView) }),
  }),
};
