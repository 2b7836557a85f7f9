import { fieldRefusal } from '../errors.ts';
import type { Centimes } from '../money.ts';
import { countDays } from '../rentals/count-days.ts';
import {
  type DurationTier,
  type ExtraChoice,
  type PriceChange,
  type Quote,
  quote,
  type RatePlan,
  type Season,
} from './quote.ts';

/**
 * Issue 33 §3: a booking keeps the prices it was made with (docs/decisions/0046). A later
 * change of the price list does not change it: its return and its extension are priced by
 * the plan, extras and discount it kept, with the same `quote()`.
 */

/** an extra as the booking bought it (a delivery names its place) */
export interface KeptExtra extends ExtraChoice {
  place?: string | undefined;
}

/**
 * What a booking keeps to be priced again at its return or extension: its base (the car's
 * daily rate when booked), its plan, its extras and the manager's discount, and the time zone
 * whose calendar days it was priced by. Null when none of them changes the price: the booking
 * then costs its daily rate times its days, as before issue 33.
 */
export interface KeptPricing {
  baseRate: Centimes;
  timeZone: string;
  plan: RatePlan | null;
  extras: KeptExtra[];
  discount: Centimes;
}

/**
 * A price change as the car view's JSON carries it: one plain shape (the answer serializer
 * writes no unions), the rate or the percentage beside its kind
 */
export interface StoredChange {
  kind: 'rate' | 'percent';
  rate?: number | undefined;
  percent?: number | undefined;
}

/** kept pricing as the car view carries it (contract/pricing.ts: keptPricing) */
export interface StoredPricing extends Omit<KeptPricing, 'plan'> {
  plan: {
    seasons: (Omit<Season, 'price'> & { price: StoredChange })[];
    tiers: (Omit<DurationTier, 'price'> & { price: StoredChange })[];
    weekend: StoredChange | null;
  } | null;
}

const changeOf = (stored: StoredChange): PriceChange =>
  stored.kind === 'rate'
    ? { kind: 'rate', rate: stored.rate ?? 0 }
    : { kind: 'percent', percent: stored.percent ?? 0 };

/** the kept pricing a car view carries, to price with (keptPrice) */
export function keptPricingOf(stored: StoredPricing | null): KeptPricing | null {
  if (!stored) return null;
  const { plan } = stored;
  return {
    ...stored,
    plan: plan && {
      seasons: plan.seasons.map((season) => ({ ...season, price: changeOf(season.price) })),
      tiers: plan.tiers.map((tier) => ({ ...tier, price: changeOf(tier.price) })),
      weekend: plan.weekend && changeOf(plan.weekend),
    },
  };
}

/** the quote a booking was made with, as it keeps it (rentals.quote) */
export interface KeptQuote {
  pricing: KeptPricing | null;
  quote: Quote;
  discount: Centimes;
  /** the quote's total less the discount: what the booking costs (its advance when paid ahead) */
  due: Centimes;
  /** the deposit due when booked (null: none asked) */
  deposit: Centimes | null;
}

export const messages = {
  discountAboveTotal: 'fields.discountAboveTotal',
  seasonMinimum: 'fields.seasonMinimum',
} as const;

/** whether a booking's kept prices differ from its daily rate times its days */
export const changesThePrice = (pricing: Omit<KeptPricing, 'baseRate' | 'timeZone'>) =>
  pricing.plan !== null || pricing.extras.length > 0 || pricing.discount > 0;

/**
 * What a booking made with `pricing` costs from `start` to `end`: the quote of that period
 * by its kept plan and extras, less its discount (never below nothing). Without kept prices,
 * its daily rate times its days (spec §9). The return prices the days used with it; the
 * extension dialog, the new end.
 */
export function keptPrice(
  rental: { dailyRate: Centimes; pricing: KeptPricing | null },
  start: Date,
  end: Date,
): Centimes {
  const { pricing } = rental;
  if (!pricing) return rental.dailyRate * countDays(start, end);
  const priced = quote(
    { start, end, timeZone: pricing.timeZone, baseRate: pricing.baseRate },
    pricing.plan,
    pricing.extras,
  );
  return Math.max(0, priced.total - pricing.discount);
}

/**
 * The quote a booking keeps: its lines, the discount (never more than the quote's total,
 * refused beside `path`) and what is due. A season's minimum the booking does not reach is
 * refused beside the end.
 */
export function keepQuote(
  booking: {
    start: Date;
    end: Date;
    timeZone: string;
    baseRate: Centimes;
    plan: RatePlan | null;
    extras: KeptExtra[];
    discount: Centimes;
    deposit: Centimes | null;
  },
  path = 'body.discount.amount',
): KeptQuote {
  const { start, end, timeZone, baseRate, plan, extras, discount, deposit } = booking;
  const priced = quote({ start, end, timeZone, baseRate }, plan, extras);
  if (priced.shortOf) {
    throw fieldRefusal('validation_failed', 'body.end', messages.seasonMinimum, {
      season: priced.shortOf.season,
      days: priced.shortOf.minDays,
    });
  }
  if (discount > priced.total) {
    throw fieldRefusal('validation_failed', path, messages.discountAboveTotal);
  }
  const kept = { plan, extras, discount };
  return {
    pricing: changesThePrice(kept) ? { baseRate, timeZone, ...kept } : null,
    quote: priced,
    discount,
    due: priced.total - discount,
    deposit,
  };
}

/**
 * Issue 33 (decision 0049): the extras changed at the check-out. Each extra asked that the
 * booking kept (a delivery: to the same place) keeps its kept price and takes the new count;
 * the others are priced by the caller from the list as it is now (`listed`, by the index of
 * `asked`). Undefined in `listed` for a kept one.
 */
export function mergedExtras(
  kept: readonly KeptExtra[],
  asked: readonly { code: string; quantity: number; place?: string | undefined }[],
  listed: readonly (KeptExtra | undefined)[],
): KeptExtra[] {
  return asked.map((extra, index) => {
    const was = keptExtraFor(kept, extra);
    if (was) return { ...was, quantity: extra.quantity };
    const priced = listed[index];
    if (!priced) throw new Error(`extra ${extra.code} priced neither by the booking nor the list`);
    return priced;
  });
}

/** the extra the booking kept that an asked one is (a delivery: to the same place) */
export function keptExtraFor(
  kept: readonly KeptExtra[],
  extra: { code: string; place?: string | undefined },
): KeptExtra | undefined {
  return kept.find(
    (each) =>
      each.code === extra.code &&
      (each.code !== 'delivery' ||
        each.place?.trim().toLowerCase() === extra.place?.trim().toLowerCase()),
  );
}

/**
 * The quote a booking keeps once its extras changed at the check-out: its period (as picked
 * up) priced again by the base, plan and discount it kept, with the new extras. What is due
 * changes; the money follows at the return, which prices the days used by this quote
 * (decision 0049). A discount the new total no longer covers is refused beside `path`.
 */
export function requoteExtras(
  booking: {
    dailyRate: Centimes;
    quote: KeptQuote | null;
    start: Date;
    end: Date;
    timeZone: string;
  },
  extras: KeptExtra[],
  deposit: Centimes | null,
  path = 'body.extras',
): KeptQuote {
  const pricing = booking.quote?.pricing ?? null;
  const baseRate = pricing?.baseRate ?? booking.dailyRate;
  const timeZone = pricing?.timeZone ?? booking.timeZone;
  const plan = pricing?.plan ?? null;
  const discount = booking.quote?.discount ?? 0;
  const priced = quote(
    { start: booking.start, end: booking.end, timeZone, baseRate },
    plan,
    extras,
  );
  if (discount > priced.total) {
    throw fieldRefusal('validation_failed', path, messages.discountAboveTotal);
  }
  const kept = { plan, extras, discount };
  return {
    pricing: changesThePrice(kept) ? { baseRate, timeZone, ...kept } : null,
    quote: priced,
    discount,
    due: priced.total - discount,
    deposit,
  };
}
