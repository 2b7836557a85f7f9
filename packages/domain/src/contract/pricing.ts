import { z } from 'zod';
import { fieldMessage } from '../messages.ts';
import {
  carCategories,
  EXTRA_MAX_QUANTITY,
  extraCodes,
  MAX_DELIVERY_PLACES,
  MAX_SEASONS,
  MAX_TIERS,
} from '../pricing/price-list.ts';
import { PERCENT_MAX, PERCENT_MIN } from '../pricing/quote.ts';
import { amountInput } from './amount.ts';
import { centimes, id, isoDateTime, requiredText } from './common.ts';
import { documentQuery } from './documents.ts';
import { defineRoute } from './route.ts';

/**
 * Issue 33: the price list (rate plans by car category or car, the extras) and the quote
 * of a booking (docs/decisions/0044). Owners set prices; every signed-in account quotes.
 */

export type { CarCategory } from '../pricing/price-list.ts';
export { carCategories, extraCodes };
export const carCategory = z.enum(carCategories, { error: 'fields.carCategory' });
export const extraCode = z.enum(extraCodes, { error: 'fields.extraCode' });

export const priceChange = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('rate'), rate: amountInput }),
    z.object({
      kind: z.literal('percent'),
      percent: z.number().int().min(PERCENT_MIN).max(PERCENT_MAX),
    }),
  ],
  { error: 'fields.priceChange' },
);

/** a season's day: YYYY-MM-DD (dated once) or MM-DD (every year; 02-29 allowed) */
const seasonDay = z
  .string({ error: 'fields.seasonDay' })
  .regex(/^(\d{4}-)?(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'fields.seasonDay')
  .refine((day) => {
    // the regex's refusal does not stop this check: a text it refused is refused here too
    const dated = day.length === 10 ? day : `2028-${day}`;
    const time = Date.parse(`${dated}T00:00:00Z`);
    return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === dated;
  }, 'fields.seasonDay');

export const season = z
  .object({
    name: requiredText('fields.seasonNameRequired', 60),
    from: seasonDay,
    until: seasonDay,
    price: priceChange,
    minDays: z.number().int().min(1).max(365).nullable().default(null),
  })
  .superRefine((value, ctx) => {
    if (value.from.length !== value.until.length) {
      ctx.addIssue({ code: 'custom', path: ['until'], message: 'fields.seasonDaysAlike' });
    } else if (value.from.length === 10 && value.until < value.from) {
      ctx.addIssue({ code: 'custom', path: ['until'], message: 'fields.seasonUntilBeforeFrom' });
    }
  });

export const durationTier = z.object({
  fromDays: z.number().int().min(2).max(365),
  price: priceChange,
});

export const ratePlanBody = z.object({
  seasons: z
    .array(season)
    .max(MAX_SEASONS, fieldMessage('fields.atMostItems', { max: MAX_SEASONS })),
  tiers: z
    .array(durationTier)
    .max(MAX_TIERS, fieldMessage('fields.atMostItems', { max: MAX_TIERS }))
    .refine(
      (tiers) => new Set(tiers.map((tier) => tier.fromDays)).size === tiers.length,
      'fields.tierDuplicate',
    ),
  weekend: priceChange.nullable(),
});
export type RatePlanInput = z.output<typeof ratePlanBody>;

export const ratePlanView = ratePlanBody.extend({
  id,
  category: carCategory.nullable(),
  carId: id.nullable(),
  updatedAt: isoDateTime,
});
export type RatePlanView = z.infer<typeof ratePlanView>;

const extraPrice = z.object({
  enabled: z.boolean(),
  pricing: z.enum(['per_day', 'once'], { error: 'fields.extraPricing' }),
  price: amountInput,
  max: amountInput.nullable(),
});

/**
 * The extras the agency sells (delivery priced by place, full insurance with its lower
 * deposit) and the deposit a booking is due without full insurance (null: none asked)
 */
export const extrasBody = z.object({
  standardDeposit: amountInput.nullable(),
  additional_driver: extraPrice,
  child_seat: extraPrice,
  gps: extraPrice,
  unlimited_km: extraPrice,
  full_insurance: extraPrice.extend({
    /** the deposit due with it, in place of the usual one */
    deposit: amountInput.nullable(),
  }),
  delivery: z.object({
    enabled: z.boolean(),
    places: z
      .array(z.object({ name: requiredText('fields.placeNameRequired', 80), price: amountInput }))
      .max(MAX_DELIVERY_PLACES, fieldMessage('fields.atMostItems', { max: MAX_DELIVERY_PLACES })),
  }),
});
export type ExtrasInput = z.output<typeof extrasBody>;

/** a model with the category whose plan its cars follow */
export const modelCategoryView = z.object({
  id,
  brandName: z.string(),
  name: z.string(),
  category: carCategory.nullable(),
});
export type ModelCategoryView = z.infer<typeof modelCategoryView>;

export const modelCategoryBody = z.object({ category: carCategory.nullable() });

export const priceList = z.object({
  plans: z.array(ratePlanView),
  /** every model of the catalogue, by brand and name, with its category */
  models: z.array(modelCategoryView),
  /** null until the owner sets the extras: none is offered */
  extras: extrasBody.nullable(),
});
export type PriceList = z.infer<typeof priceList>;

/** the extras a booking asks for (delivery names its place) */
export const extraChoice = z.object({
  code: extraCode,
  quantity: z.number().int().min(1).max(EXTRA_MAX_QUANTITY).default(1),
  place: z.string().trim().max(80).optional(),
});
export type ExtraChoiceInput = z.output<typeof extraChoice>;

/** a manager's discount on a booking's quote, in dinars off its total, and why */
export const bookingDiscount = z.object({
  amount: amountInput,
  reason: requiredText('fields.discountReasonRequired', 300),
});

export const quoteBody = z.object({
  start: isoDateTime,
  end: isoDateTime,
  extras: z.array(extraChoice).max(extraCodes.length).default([]),
  /** the discount to show (its reason is asked only when booking) */
  discount: amountInput.optional(),
});

const priceLine = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('days'),
    season: z.string().nullable(),
    weekend: z.boolean(),
    days: z.number().int(),
    rate: centimes,
    amount: centimes,
  }),
  z.object({ kind: z.literal('tier'), fromDays: z.number().int(), amount: z.number().int() }),
  z.object({
    kind: z.literal('extra'),
    code: z.string(),
    quantity: z.number().int(),
    amount: centimes,
  }),
]);

export const quoteAnswer = z.object({
  days: z.number().int(),
  lines: z.array(priceLine),
  rental: centimes,
  extras: centimes,
  total: centimes,
  shortOf: z.object({ season: z.string(), minDays: z.number().int() }).nullable(),
  /** the deposit due: the standard one, or full insurance's when chosen (null: none set) */
  deposit: centimes.nullable(),
  /** the discount asked, and the total less it: what the booking costs */
  discount: centimes,
  due: centimes,
});
export type QuoteAnswer = z.infer<typeof quoteAnswer>;

/** a price change kept with a booking: one plain shape (the compiled serializer writes no unions) */
const storedChange = z.object({
  kind: z.enum(['rate', 'percent']),
  rate: centimes.optional(),
  percent: z.number().int().optional(),
});

/**
 * What a booking keeps to be priced again at its return or extension (domain
 * pricing/kept.ts, docs/decisions/0046); null on a booking its daily rate prices alone
 */
export const keptPricing = z.object({
  baseRate: centimes,
  timeZone: z.string(),
  plan: z
    .object({
      seasons: z.array(
        z.object({
          name: z.string(),
          from: z.string(),
          until: z.string(),
          price: storedChange,
          minDays: z.number().int().nullable(),
        }),
      ),
      tiers: z.array(z.object({ fromDays: z.number().int(), price: storedChange })),
      weekend: storedChange.nullable(),
    })
    .nullable(),
  extras: z.array(
    z.object({
      code: z.string(),
      pricing: z.enum(['per_day', 'once']),
      price: centimes,
      max: centimes.nullable(),
      quantity: z.number().int(),
      place: z.string().optional(),
    }),
  ),
  discount: centimes,
});
export type KeptPricingView = z.infer<typeof keptPricing>;

const tags = ['pricing'];
const categoryParams = z.object({ category: carCategory });
const carParams = z.object({ id });

export const pricingRoutes = {
  getPriceList: defineRoute({
    method: 'GET',
    path: '/price-list',
    operationId: 'getPriceList',
    topics: ['settings'],
    tags,
    summary: 'The rate plans (by car category and by car) and the extras the agency sells',
    status: 200,
    answer: priceList,
  }),
  getRateCardPdf: defineRoute({
    method: 'GET',
    path: '/price-list/rate-card.pdf',
    operationId: 'getRateCardPdf',
    tags,
    summary:
      'The rate card for the counter as an A4 PDF in `lang`: each category’s models and daily rates, seasons, tiers and weekend price, the extras and the deposits',
    query: documentQuery,
    status: 200,
  }),
  setCategoryRatePlan: defineRoute({
    method: 'PUT',
    path: '/price-list/categories/:category',
    operationId: 'setCategoryRatePlan',
    topics: ['settings'],
    tags,
    summary: "Set a car category's rate plan: seasons, duration tiers, weekend price",
    params: categoryParams,
    body: ratePlanBody,
    status: 200,
    answer: ratePlanView,
  }),
  setCarRatePlan: defineRoute({
    method: 'PUT',
    path: '/cars/:id/rate-plan',
    operationId: 'setCarRatePlan',
    topics: ['settings', 'cars'],
    tags,
    summary: "Set one car's own rate plan, in place of its category's",
    params: carParams,
    body: ratePlanBody,
    status: 200,
    answer: ratePlanView,
  }),
  setModelCategory: defineRoute({
    method: 'PUT',
    path: '/price-list/models/:id',
    operationId: 'setModelCategory',
    topics: ['settings', 'brands', 'cars'],
    tags,
    summary: "Put a model in a car category (its cars follow that category's plan), or in none",
    params: z.object({ id }),
    body: modelCategoryBody,
    status: 200,
    answer: modelCategoryView,
  }),
  deleteRatePlan: defineRoute({
    method: 'DELETE',
    path: '/price-list/plans/:id',
    operationId: 'deleteRatePlan',
    topics: ['settings', 'cars'],
    tags,
    summary: 'Remove a rate plan: its cars are priced by their category, or at the base rate',
    params: z.object({ id }),
    status: 200,
    answer: priceList,
  }),
  setExtras: defineRoute({
    method: 'PUT',
    path: '/price-list/extras',
    operationId: 'setExtras',
    topics: ['settings'],
    tags,
    summary: 'Set the extras the agency sells and their prices',
    body: extrasBody,
    status: 200,
    answer: priceList,
  }),
  quoteBooking: defineRoute({
    method: 'POST',
    path: '/cars/:id/quote',
    operationId: 'quoteBooking',
    topics: [],
    tags,
    summary:
      "The price of a booking of a car for a period with extras, line by line (the car's plan, else its category's), and the deposit due; changes nothing",
    params: carParams,
    body: quoteBody,
    status: 200,
    answer: quoteAnswer,
  }),
};
