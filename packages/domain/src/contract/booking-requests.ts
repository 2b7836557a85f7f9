import { z } from 'zod';
import { languageSchema } from '../i18n/languages.ts';
import { fieldMessage } from '../messages.ts';
import { amountInput } from './amount.ts';
import {
  bookingRequestListRoutes,
  bookingRequestView,
  requestState,
} from './booking-request-list.ts';
import {
  id,
  idParams,
  isoDate,
  isoDateTime,
  NUL_MESSAGE,
  requiredText,
  withoutNul,
} from './common.ts';
import { carCategory, extraChoice, extraCodes, quoteAnswer } from './pricing.ts';
import { rentalCustomer } from './rentals.ts';
import { defineRoute } from './route.ts';

/**
 * Issue 34: the booking page's requests (docs/decisions/0048). The desk's list, its states
 * and its view are in contract/booking-request-list.ts; their types stay importable from here.
 */

/** the customer's link: a random token, only its hash is kept */
export const requestToken = z.string().regex(/^[A-Za-z0-9_-]{20,64}$/, 'fields.invalidId');
export const tokenParams = z.object({ token: requestToken });

/** the page's form: the offer asked for (model and daily rate), the period, extras, the driver */
export const bookingRequestBody = z.object({
  start: isoDateTime,
  end: isoDateTime,
  modelId: id,
  /** the offer's daily rate, as availability answered it (held to the business maximum) */
  dailyRate: amountInput,
  extras: z.array(extraChoice).max(extraCodes.length).default([]),
  name: rentalCustomer.shape.name,
  phone: rentalCustomer.shape.contact,
  email: rentalCustomer.shape.email,
  licenceNumber: requiredText('fields.driverLicenceRequired', 100),
  licenceIssuedOn: isoDate,
  language: languageSchema,
  acceptTerms: z.literal(true, { error: 'fields.acceptTermsRequired' }),
  /** the honeypot: hidden from people; a request that fills it is answered and dropped */
  website: z.string().max(200).optional(),
});
export type BookingRequestBody = z.input<typeof bookingRequestBody>;

/** what the customer's status page shows: their request only, no staff member, no plate */
export const publicBookingRequest = z.object({
  state: requestState,
  start: isoDateTime,
  end: isoDateTime,
  brandName: z.string(),
  modelName: z.string(),
  category: carCategory,
  photo: z.string().nullable(),
  quote: quoteAnswer,
  holdUntil: isoDateTime,
  /** the desk's reason when declined */
  reason: z.string().nullable(),
  /** before the pickup, while requested or confirmed */
  canCancel: z.boolean(),
  language: languageSchema,
  address: z.string(),
  hours: z.string(),
});
export type PublicBookingRequest = z.infer<typeof publicBookingRequest>;

export const createdBookingRequest = z.object({
  /** the customer's link is /book/status/<token> */
  token: requestToken,
  request: publicBookingRequest,
});

export const confirmBookingRequestBody = z.object({
  /** a manager or the owner confirms for a customer on the "Do not rent" list (audited) */
  overrideDoNotRent: z.boolean().optional(),
});

export const declineBookingRequestBody = z.object({
  reason: requiredText('fields.declineReasonRequired', 500),
});

/**
 * Issue 34 §3: the SMTP server the booking page's mails go through (the owner's; without it,
 * the server's SMTP_URL, else no mail is sent and the desk sees it). The password is written,
 * never read back: absent on a change, the one set stays.
 */
/** a text of the mail settings: kept in jsonb, which takes no NUL */
const settingText = (trimmed: boolean) =>
  (trimmed ? z.string().trim() : z.string())
    .max(200, fieldMessage('fields.atMostCharacters', { max: 200 }))
    .refine(withoutNul, NUL_MESSAGE);

export const mailSettingsBody = z
  .object({
    /** off: the mails go through the server's SMTP_URL, or are not sent */
    enabled: z.boolean(),
    host: settingText(true),
    port: z
      .number()
      .int('fields.portInvalid')
      .min(1, 'fields.portInvalid')
      .max(65_535, 'fields.portInvalid'),
    /** TLS from the first byte (port 465); otherwise STARTTLS when the server offers it */
    secure: z.boolean(),
    user: settingText(true),
    password: settingText(false).optional(),
    /** the sender the customers see, as "Agence <reservations@agence.dz>" */
    from: settingText(true),
  })
  .refine((body) => !body.enabled || body.host !== '', {
    message: 'fields.smtpHostRequired',
    path: ['host'],
  })
  .refine(
    (body) => !body.enabled || /^[^@\s<>]+@[^@\s<>]+$|<[^@\s<>]+@[^@\s<>]+>$/.test(body.from),
    {
      message: 'fields.mailFromInvalid',
      path: ['from'],
    },
  );

/** the mail settings as they are read: no password, only whether one is set */
export const mailSettingsView = z.object({
  enabled: z.boolean(),
  host: z.string(),
  port: z.number().int(),
  secure: z.boolean(),
  user: z.string(),
  from: z.string(),
  passwordSet: z.boolean(),
});
export type MailSettingsView = z.infer<typeof mailSettingsView>;

const tags = ['booking page'];

/** how many licence photos a request takes (each replaces the one before) */
export const LICENCE_PHOTO_UPLOADS = 3;

export const bookingRequestRoutes = {
  createBookingRequest: defineRoute({
    method: 'POST',
    path: '/public/booking-requests',
    operationId: 'createBookingRequest',
    topics: ['rentals', 'cars'],
    tags,
    summary:
      'Public: ask for an offer for a period; one of its free cars is held until the desk answers or the hold time passes (409 car_unavailable when none is free, 429 past the limits)',
    body: bookingRequestBody,
    status: 201,
    public: true,
    answer: createdBookingRequest,
  }),
  getPublicBookingRequest: defineRoute({
    method: 'GET',
    path: '/public/booking-requests/:token',
    operationId: 'getPublicBookingRequest',
    topics: ['rentals'],
    tags,
    summary: "Public: a request's state, by the token of the customer's link",
    params: tokenParams,
    status: 200,
    public: true,
    answer: publicBookingRequest,
  }),
  cancelPublicBookingRequest: defineRoute({
    method: 'POST',
    path: '/public/booking-requests/:token/cancel',
    operationId: 'cancelPublicBookingRequest',
    topics: ['rentals', 'cars'],
    tags,
    summary:
      'Public: the customer cancels their request, or the reservation it became, before its pickup',
    params: tokenParams,
    status: 200,
    public: true,
    answer: publicBookingRequest,
  }),
  /**
   * A multipart body (one image in the field `file`), checked and stored as every upload
   * (a private copy, served to signed-in staff only): no JSON body schema, the server reads it.
   */
  attachLicencePhoto: defineRoute({
    method: 'POST',
    path: '/public/booking-requests/:token/licence-photo',
    operationId: 'attachLicencePhoto',
    topics: ['rentals'],
    tags,
    summary: `Public: attach a photo of the driving licence to a request while it is requested (multipart field \`file\`: JPEG, PNG or WebP by its bytes, at most 5 MB; a second photo replaces the first; at most ${LICENCE_PHOTO_UPLOADS} per request)`,
    params: tokenParams,
    status: 200,
    public: true,
    answer: publicBookingRequest,
  }),
  listBookingRequests: bookingRequestListRoutes.listBookingRequests,
  confirmBookingRequest: defineRoute({
    method: 'POST',
    path: '/booking-requests/:id/confirm',
    operationId: 'confirmBookingRequest',
    topics: ['rentals', 'cars', 'customers'],
    tags,
    summary:
      'Confirm a request: a reservation of its car at its kept quote, its customer filed or matched by licence and phone',
    params: idParams,
    body: confirmBookingRequestBody,
    status: 200,
    answer: bookingRequestView,
  }),
  getMailSettings: defineRoute({
    method: 'GET',
    path: '/settings/mail',
    operationId: 'getMailSettings',
    topics: ['settings'],
    tags,
    summary: "The SMTP server of the booking page's mails (its password is never read back)",
    status: 200,
    answer: mailSettingsView,
  }),
  setMailSettings: defineRoute({
    method: 'PUT',
    path: '/settings/mail',
    operationId: 'setMailSettings',
    topics: ['settings'],
    tags,
    summary:
      "Set or turn off the SMTP server of the booking page's mails (a password left out stays as set)",
    body: mailSettingsBody,
    status: 200,
    answer: mailSettingsView,
  }),
  declineBookingRequest: defineRoute({
    method: 'POST',
    path: '/booking-requests/:id/decline',
    operationId: 'declineBookingRequest',
    topics: ['rentals', 'cars'],
    tags,
    summary: 'Decline a request with a reason: its car is free again',
    params: idParams,
    body: declineBookingRequestBody,
    status: 200,
    answer: bookingRequestView,
  }),
};
