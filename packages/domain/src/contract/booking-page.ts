import { z } from 'zod';
import { fieldMessage } from '../messages.ts';
import { carCategories } from '../pricing/price-list.ts';
import { centimes, id, isoDateTime } from './common.ts';
import { carCategory, extrasBody } from './pricing.ts';
import { defineRoute } from './route.ts';

/**
 * Issue 34: the agency's own booking page (docs/decisions/0048). The owner opens it and
 * chooses what it offers; the page reads what a customer may see, signed out.
 */

/** text the page shows as the agency wrote it (its address, hours, terms) */
const pageText = (max: number) =>
  z.string().trim().max(max, fieldMessage('fields.atMostCharacters', { max }));

export const bookingPageSettings = z.object({
  /** the page takes requests (closed by default) */
  enabled: z.boolean(),
  /** the car categories whose cars it offers (decision 0044) */
  categories: z
    .array(carCategory)
    .max(carCategories.length)
    .refine((list) => new Set(list).size === list.length, 'fields.categoryTwice'),
  /** how long before its pickup a request may be made */
  minNoticeHours: z.number().int().min(0).max(168),
  /** the longest booking a request may ask for */
  maxDays: z.number().int().min(1).max(90),
  /** how long a request holds its car before it expires unanswered */
  holdHours: z.number().int().min(1).max(72),
  address: pageText(300),
  hours: pageText(300),
  terms: pageText(5_000),
});
export type BookingPageSettings = z.output<typeof bookingPageSettings>;

/** the settings of an agency that has not opened its page */
export const BOOKING_PAGE_DEFAULTS: BookingPageSettings = {
  enabled: false,
  categories: [],
  minNoticeHours: 2,
  maxDays: 30,
  holdHours: 2,
  address: '',
  hours: '',
  terms: '',
};

/**
 * What the page shows before a period is chosen: whether it takes requests, the agency's
 * words and limits, the extras it sells with their prices. No staff member, customer or car.
 */
export const publicBookingPage = z.object({
  open: z.boolean(),
  address: z.string(),
  hours: z.string(),
  terms: z.string(),
  minNoticeHours: z.number().int(),
  maxDays: z.number().int(),
  extras: extrasBody.nullable(),
});
export type PublicBookingPage = z.infer<typeof publicBookingPage>;

/** the period a customer asks about */
export const availabilityQuery = z.object({ start: isoDateTime, end: isoDateTime });

/**
 * What the page offers for a period: one offer per model and price (the same model at the same
 * daily rate and plan costs the same), with a photo of one of its cars, its quote without
 * extras and the deposit due; `free` says how many such cars are free, at most 3 (the page does
 * not count the fleet), cheapest first
 */
export const availability = z.object({
  days: z.number().int(),
  offers: z.array(
    z.object({
      modelId: id,
      brandName: z.string(),
      modelName: z.string(),
      category: carCategory,
      dailyRate: centimes,
      photo: z.string().nullable(),
      free: z.number().int(),
      total: centimes,
      deposit: centimes.nullable(),
    }),
  ),
});
export type Availability = z.infer<typeof availability>;

/** the most cars an offer says are free */
export const FREE_SHOWN = 3;
/** the most offers a period answers */
export const MAX_OFFERS = 60;

const tags = ['booking page'];

export const bookingPageRoutes = {
  getBookingPageSettings: defineRoute({
    method: 'GET',
    path: '/booking-page/settings',
    operationId: 'getBookingPageSettings',
    topics: ['settings'],
    tags,
    summary: "The booking page's settings: open or closed, what it offers, its limits and words",
    status: 200,
    answer: bookingPageSettings,
  }),
  setBookingPageSettings: defineRoute({
    method: 'PUT',
    path: '/booking-page/settings',
    operationId: 'setBookingPageSettings',
    topics: ['settings'],
    tags,
    summary: 'Open or close the booking page, and set what it offers and its limits and words',
    body: bookingPageSettings,
    status: 200,
    answer: bookingPageSettings,
  }),
  getPublicBookingPage: defineRoute({
    method: 'GET',
    path: '/public/booking-page',
    operationId: 'getPublicBookingPage',
    topics: ['settings'],
    tags,
    summary:
      'Public: what the booking page shows before a period is chosen (open or not, the agency’s address, hours and terms, its limits, the extras it sells)',
    status: 200,
    public: true,
    answer: publicBookingPage,
  }),
  getPublicAvailability: defineRoute({
    method: 'GET',
    path: '/public/availability',
    operationId: 'getPublicAvailability',
    topics: ['cars', 'rentals', 'settings'],
    tags,
    summary:
      'Public: the offers free for the whole period (one per model and price, cheapest first), each with its quote and deposit; 409 booking_page_closed while the page is closed',
    query: availabilityQuery,
    status: 200,
    public: true,
    answer: availability,
  }),
};
