import { type Centimes, checkedAmount } from '../money.ts';
import { countDays } from '../rentals/count-days.ts';
import { businessDayOf } from '../time/zoned-time.ts';

/**
 * Issue 33 §1: the price of a booking as agencies set it (docs/decisions/0044). The car's
 * daily rate is the base; a rate plan (the car's own, else its category's) changes it by
 * season, by weekend and by duration; extras go on top. One function, used by the server
 * (what a booking keeps and the fund takes), the booking dialog's preview and the demo.
 */

const DAY_MS = 86_400_000;

/** a price in place of the base: a daily rate, or the base changed by a whole percentage */
export type PriceChange = { kind: 'rate'; rate: Centimes } | { kind: 'percent'; percent: number };

/** the bounds of a percentage: -100 (free) to +500 (six times the base) */
export const PERCENT_MIN = -100;
export const PERCENT_MAX = 500;

export interface Season {
  name: string;
  /**
   * The first and last day, both included: 'MM-DD' every year (a range past the year's end,
   * 12-20 to 01-05, wraps), or 'YYYY-MM-DD' once (both dated)
   */
  from: string;
  until: string;
  price: PriceChange;
  /** a booking with a day in this season is at least this many days (null: no minimum) */
  minDays: number | null;
}

export interface DurationTier {
  /** the tier holds from this many days (the longest tier a booking reaches is its tier) */
  fromDays: number;
  /** a rate becomes the booking's base; a percentage changes the days' whole sum */
  price: PriceChange;
}

export interface RatePlan {
  seasons: Season[];
  tiers: DurationTier[];
  /** the price of a Friday or a Saturday (the Algerian weekend) outside the seasons */
  weekend: PriceChange | null;
}

export interface ExtraChoice {
  code: string;
  pricing: 'per_day' | 'once';
  price: Centimes;
  /** what one booking pays for it at most (null: no cap) */
  max: Centimes | null;
  quantity: number;
}

export interface QuoteBooking {
  start: Date;
  end: Date;
  /** the business time zone: which calendar day each rental day is */
  timeZone: string;
  /** the car's daily rate */
  baseRate: Centimes;
}

/** the rental days at one daily rate: a season's, the weekend's or the base */
export interface DaysLine {
  kind: 'days';
  season: string | null;
  weekend: boolean;
  days: number;
  rate: Centimes;
  amount: Centimes;
}

export interface TierLine {
  kind: 'tier';
  fromDays: number;
  /** what the tier's percentage changed (negative for a discount); 0 for a rate tier */
  amount: Centimes;
}

export interface ExtraLine {
  kind: 'extra';
  code: string;
  quantity: number;
  amount: Centimes;
}

export interface Quote {
  days: number;
  lines: (DaysLine | TierLine | ExtraLine)[];
  /** the days, with the tier */
  rental: Centimes;
  extras: Centimes;
  total: Centimes;
  /**
   * The first season with a minimum the booking does not reach (a day of the booking falls in
   * it): the screen says so and the server refuses the booking; null when none
   */
  shortOf: { season: string; minDays: number } | null;
}

/** a whole percentage of an amount, rounded half up to the centime (exact: bigint) */
export function changedBy(amount: Centimes, percent: number): Centimes {
  const scaled = BigInt(amount) * BigInt(100 + percent);
  return Number((scaled * 2n + 100n) / 200n);
}

function priced(change: PriceChange, base: Centimes): Centimes {
  return change.kind === 'rate' ? change.rate : changedBy(base, change.percent);
}

const dated = (season: Season) => season.from.length === 10;

/** whether a day ('YYYY-MM-DD') is in a season */
export function inSeason(season: Season, day: string): boolean {
  if (dated(season)) return season.from <= day && day <= season.until;
  const monthDay = day.slice(5);
  return season.from <= season.until
    ? season.from <= monthDay && monthDay <= season.until
    : monthDay >= season.from || monthDay <= season.until;
}

/** a season's length in days (a yearly one counted in a leap year, a wrap across its end) */
export function seasonLength(season: Season): number {
  const from = dated(season) ? season.from : `2028-${season.from}`;
  const until = dated(season) ? season.until : `2028-${season.until}`;
  const span = (Date.parse(until) - Date.parse(from)) / DAY_MS + 1;
  return span > 0 ? span : span + 366;
}

/**
 * The season of a day: of those it falls in, a dated one before a yearly one, then the
 * shortest (Eid inside summer), then the first listed
 */
export function seasonOf(seasons: readonly Season[], day: string): Season | null {
  let found: Season | null = null;
  for (const season of seasons) {
    if (!inSeason(season, day)) continue;
    if (
      !found ||
      (dated(season) && !dated(found)) ||
      (dated(season) === dated(found) && seasonLength(season) < seasonLength(found))
    ) {
      found = season;
    }
  }
  return found;
}

/** Friday or Saturday, the Algerian weekend */
export const isWeekend = (day: string) => {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday === 5 || weekday === 6;
};

/** the longest tier the booking's days reach, if any */
export function tierFor(tiers: readonly DurationTier[], days: number): DurationTier | null {
  let found: DurationTier | null = null;
  for (const tier of tiers) {
    if (tier.fromDays <= days && (!found || tier.fromDays > found.fromDays)) found = tier;
  }
  return found;
}

/**
 * The quote: each rental day (24 hours from the pickup, spec §9) is priced by the calendar
 * day it starts on: its season's price, else the weekend's on a Friday or Saturday, else the
 * base. A rate tier is the base of the whole booking (season and weekend percentages apply to
 * it); a percentage tier changes the days' sum. Extras on top, each capped at its maximum.
 * A day in a season whose minimum the booking does not reach is said in `shortOf`.
 */
export function quote(
  booking: QuoteBooking,
  plan: RatePlan | null,
  extras: readonly ExtraChoice[] = [],
): Quote {
  const days = countDays(booking.start, booking.end);
  const tier = plan ? tierFor(plan.tiers, days) : null;
  const base = tier?.price.kind === 'rate' ? tier.price.rate : booking.baseRate;
  const lines: Quote['lines'] = [];
  const byRate = new Map<string, DaysLine>();
  let sum = 0;
  let shortOf: Quote['shortOf'] = null;
  for (let index = 0; index < days; index++) {
    const day = businessDayOf(new Date(booking.start.getTime() + index * DAY_MS), booking.timeZone);
    const season = plan ? seasonOf(plan.seasons, day) : null;
    if (!shortOf && season?.minDays && days < season.minDays) {
      shortOf = { season: season.name, minDays: season.minDays };
    }
    const weekend = !season && plan?.weekend != null && isWeekend(day);
    const rate = season
      ? priced(season.price, base)
      : weekend && plan?.weekend
        ? priced(plan.weekend, base)
        : base;
    const key = `${season?.name ?? ''}|${weekend}|${rate}`;
    let line = byRate.get(key);
    if (!line) {
      line = { kind: 'days', season: season?.name ?? null, weekend, days: 0, rate, amount: 0 };
      byRate.set(key, line);
      lines.push(line);
    }
    line.days++;
    line.amount += rate;
    sum += rate;
  }
  let rental = sum;
  if (tier) {
    rental = tier.price.kind === 'percent' ? changedBy(sum, tier.price.percent) : sum;
    lines.push({ kind: 'tier', fromDays: tier.fromDays, amount: rental - sum });
  }
  let extrasTotal = 0;
  for (const extra of extras) {
    const full = extra.price * extra.quantity * (extra.pricing === 'per_day' ? days : 1);
    const amount = extra.max === null ? full : Math.min(full, extra.max);
    lines.push({ kind: 'extra', code: extra.code, quantity: extra.quantity, amount });
    extrasTotal += amount;
  }
  return {
    days,
    lines,
    rental: checkedAmount(rental, 'body.end'),
    extras: checkedAmount(extrasTotal, 'body.extras'),
    total: checkedAmount(rental + extrasTotal, 'body.end'),
    shortOf,
  };
}
