import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type DurationTier,
  type ExtraChoice,
  type PriceChange,
  quote,
  type RatePlan,
  type Season,
} from './quote.ts';

/**
 * Issue 33's bound: quote() agrees with a plain model on 10,000 generated bookings (seasons
 * crossing, yearly and dated, wrapping the year's end; tiers; extras; leap years; pickups
 * around Algiers' midnight). The model is written from the rule, not from the code: Algiers
 * is UTC+1 all year, a season's days are walked one by one, the weekend is counted from a
 * known Friday.
 */
const DAY = 86_400_000;
const HOUR = 3_600_000;

const algiersDay = (ms: number) => new Date(ms + HOUR).toISOString().slice(0, 10);
const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + DAY).toISOString().slice(0, 10);

/** every day of a season: dated ones as dates, yearly ones as MM-DD walked in a leap year */
const walked = new WeakMap<Season, Set<string>>();
function daysOf(season: Season): Set<string> {
  const known = walked.get(season);
  if (known) return known;
  const isDated = season.from.length === 10;
  const days = new Set<string>();
  let day = isDated ? season.from : `2028-${season.from}`;
  for (let guard = 0; guard < 800; guard++) {
    const key = isDated ? day : day.slice(5);
    days.add(key);
    if (key === season.until) break;
    day = nextDay(day);
    // a yearly season past the year's end goes on in January
    if (!isDated && day === '2029-01-01') day = '2028-01-01';
  }
  walked.set(season, days);
  return days;
}

function modelSeason(seasons: Season[], day: string): Season | null {
  const candidates = seasons
    .map((season, index) => ({ season, index, days: daysOf(season) }))
    .filter(({ season, days }) => days.has(season.from.length === 10 ? day : day.slice(5)))
    .sort(
      (a, b) =>
        Number(b.season.from.length === 10) - Number(a.season.from.length === 10) ||
        a.days.size - b.days.size ||
        a.index - b.index,
    );
  return candidates[0]?.season ?? null;
}

/** 2026-11-27 was a Friday */
const FRIDAY = Date.parse('2026-11-27T00:00:00Z');
const weekendDay = (day: string) => {
  const offset = ((((Date.parse(`${day}T00:00:00Z`) - FRIDAY) / DAY) % 7) + 7) % 7;
  return offset === 0 || offset === 1;
};

const percentOf = (amount: number, percent: number) =>
  Math.floor((amount * (100 + percent) + 50) / 100);
const apply = (change: PriceChange, base: number) =>
  change.kind === 'rate' ? change.rate : percentOf(base, change.percent);

function model(
  start: number,
  end: number,
  baseRate: number,
  plan: RatePlan | null,
  extras: ExtraChoice[],
) {
  const days = Math.max(1, Math.ceil((end - start) / DAY));
  const tiers = [...(plan?.tiers ?? [])].filter((t) => t.fromDays <= days);
  const tier = tiers.sort((a, b) => b.fromDays - a.fromDays)[0] ?? null;
  const base = tier?.price.kind === 'rate' ? tier.price.rate : baseRate;
  let sum = 0;
  let shortOf: { season: string; minDays: number } | null = null;
  for (let index = 0; index < days; index++) {
    const day = algiersDay(start + index * DAY);
    const season = plan ? modelSeason(plan.seasons, day) : null;
    if (season?.minDays && days < season.minDays && !shortOf) {
      shortOf = { season: season.name, minDays: season.minDays };
    }
    if (season) sum += apply(season.price, base);
    else if (plan?.weekend && weekendDay(day)) sum += apply(plan.weekend, base);
    else sum += base;
  }
  const rental = tier?.price.kind === 'percent' ? percentOf(sum, tier.price.percent) : sum;
  let extrasTotal = 0;
  for (const extra of extras) {
    const full = extra.price * extra.quantity * (extra.pricing === 'per_day' ? days : 1);
    extrasTotal += extra.max === null ? full : Math.min(full, extra.max);
  }
  return { days, rental, extras: extrasTotal, total: rental + extrasTotal, shortOf };
}

const rate = fc.integer({ min: 0, max: 5_000_000 });
const priceChange: fc.Arbitrary<PriceChange> = fc.oneof(
  rate.map((r) => ({ kind: 'rate' as const, rate: r })),
  fc.integer({ min: -100, max: 500 }).map((percent) => ({ kind: 'percent' as const, percent })),
);
const pad = (n: number) => String(n).padStart(2, '0');
const DAYS_IN = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const monthDay = fc
  .integer({ min: 1, max: 12 })
  .chain((month) =>
    fc.integer({ min: 1, max: DAYS_IN[month - 1]! }).map((day) => `${pad(month)}-${pad(day)}`),
  );
const date = fc
  .integer({ min: Date.parse('2027-01-01'), max: Date.parse('2029-12-31') })
  .map((ms) => new Date(Math.floor(ms / DAY) * DAY).toISOString().slice(0, 10));
const season: fc.Arbitrary<Season> = fc
  .record({
    name: fc.constantFrom('Été', 'Aïd', 'Fin d’année', 'Printemps'),
    yearly: fc.boolean(),
    a: monthDay,
    b: monthDay,
    d1: date,
    length: fc.integer({ min: 0, max: 90 }),
    price: priceChange,
    minDays: fc.option(fc.integer({ min: 1, max: 20 }), { nil: null }),
  })
  .map(({ name, yearly, a, b, d1, length, price, minDays }) =>
    yearly
      ? { name, from: a, until: b, price, minDays }
      : {
          name,
          from: d1,
          until: new Date(Date.parse(d1) + length * DAY).toISOString().slice(0, 10),
          price,
          minDays,
        },
  );
const tier: fc.Arbitrary<DurationTier> = fc.record({
  fromDays: fc.integer({ min: 1, max: 40 }),
  price: priceChange,
});
const plan: fc.Arbitrary<RatePlan | null> = fc.option(
  fc.record({
    seasons: fc.array(season, { maxLength: 4 }),
    tiers: fc.array(tier, { maxLength: 3 }),
    weekend: fc.option(priceChange, { nil: null }),
  }),
  { nil: null },
);
const extra: fc.Arbitrary<ExtraChoice> = fc.record({
  code: fc.constantFrom('driver', 'child_seat', 'gps', 'delivery', 'unlimited_km'),
  pricing: fc.constantFrom('per_day' as const, 'once' as const),
  price: fc.integer({ min: 0, max: 2_000_000 }),
  max: fc.option(fc.integer({ min: 0, max: 20_000_000 }), { nil: null }),
  quantity: fc.integer({ min: 1, max: 3 }),
});
/** pickups at any minute of 2027-2029, half of them within two hours of Algiers' midnight */
const start = fc.oneof(
  fc.integer({ min: Date.parse('2027-01-01'), max: Date.parse('2029-12-31') }),
  fc
    .tuple(date, fc.integer({ min: -120, max: 120 }))
    .map(([day, minutes]) => Date.parse(`${day}T23:00:00Z`) + minutes * 60_000),
);
const length = fc.oneof(
  fc.integer({ min: 1, max: 3 * DAY }),
  fc.integer({ min: 1, max: 60 }).map((days) => days * DAY),
  fc.integer({ min: 1, max: 60 * DAY }),
);

describe('quote (issue 33 §1)', () => {
  it('agrees with a plain model on 10,000 generated bookings', () => {
    fc.assert(
      fc.property(
        start,
        length,
        rate,
        plan,
        fc.array(extra, { maxLength: 3 }),
        (pickup, span, baseRate, ratePlan, extras) => {
          const booking = {
            start: new Date(pickup),
            end: new Date(pickup + span),
            timeZone: 'Africa/Algiers',
            baseRate,
          };
          const answer = quote(booking, ratePlan, extras);
          const expected = model(pickup, pickup + span, baseRate, ratePlan, extras);
          expect({
            days: answer.days,
            rental: answer.rental,
            extras: answer.extras,
            total: answer.total,
            shortOf: answer.shortOf,
          }).toEqual(expected);
          // the lines add up to the total, and the days' lines to the days
          const lines = answer.lines.reduce((sum, line) => sum + line.amount, 0);
          expect(lines).toBe(answer.total);
          const counted = answer.lines.reduce(
            (sum, line) => sum + (line.kind === 'days' ? line.days : 0),
            0,
          );
          expect(counted).toBe(answer.days);
        },
      ),
      { numRuns: 10_000 },
    );
  }, 120_000);
});
