import {
  type Availability,
  type BookingPageSettings,
  bookingPageRoutes,
  FREE_SHOWN,
  MAX_OFFERS,
} from '@car-rental/domain/contract/booking-page';
import { DomainError, fieldRefusal } from '@car-rental/domain/errors';
import { pricedExtras } from '@car-rental/domain/pricing/price-list';
import { quote, type RatePlan } from '@car-rental/domain/pricing/quote';
import { countDays } from '@car-rental/domain/rentals/count-days';
import { messages as rentMessages } from '@car-rental/domain/rentals/rent-car';
import { run, statement } from '../../db/statement.ts';
import type { AppDeps } from '../../lib/deps.ts';
import type { JsonText } from '../../lib/json-text.ts';
import {
  KEPT_MAX_AGE_MS,
  keptAnswer,
  keptUntilWrite,
  minuteOf,
} from '../../lib/kept-until-write.ts';
import { findExtras, planJoins, planJson } from '../pricing/pricing.repository.ts';
import { openBookingSql } from '../rentals/rental-json.ts';
import { findBookingPageSettings } from './booking-page.ts';

/**
 * Issue 34 (decision 0048): what the booking page offers for a period. The cars of the
 * offered categories that are bookable (paid, with a daily rate, not sold) and free for the
 * whole period (no open booking, no blocked period meets it), grouped by model, daily rate and
 * plan: one offer each, priced by quote() (decision 0044) without extras.
 */

interface OfferRow {
  modelId: string;
  brandName: string;
  modelName: string;
  category: Availability['offers'][number]['category'];
  dailyRate: string | number;
  free: number;
  photo: string | null;
  /** the car's own plan, else its category's (null: the daily rate alone) */
  planId: string | null;
}

/**
 * A car (alias `c`) free over the period ($from, $from + 1) at now ($now): no open booking, no
 * blocked period and no live request of the page (requested, before its hold_until) meets it.
 * The request's creation takes its car by the same rule.
 */
export const freeCarSql = (c: string, from: number, now: number) => {
  const period = `tstzrange($${from}::timestamptz, $${from + 1}::timestamptz, '[)')`;
  return `not exists (select from rentals r where r.car_id = ${c}.id and ${openBookingSql('r.state')}
       and tstzrange(r.start_at, r.end_at, '[)') && ${period})
     and not exists (select from car_blocks k where k.car_id = ${c}.id
       and tstzrange(k.start_at, k.end_at, '[)') && ${period})
     and not exists (select from booking_requests q where q.car_id = ${c}.id and q.state = 'requested'
       and q.hold_until > $${now}::timestamptz and tstzrange(q.start_at, q.end_at, '[)') && ${period})`;
};

/**
 * $1 the offered categories, $2 and $3 the period, $4 now; the plan is the car's own, else its
 * category's
 */
const offersStatement = statement<OfferRow>(
  `select m.id as "modelId", b.name as "brandName", m.name as "modelName", m.category,
     c.daily_rate as "dailyRate", least(count(*), ${FREE_SHOWN})::int as free,
     (array_agg(c.images->>0 order by c.id) filter (where jsonb_array_length(c.images) > 0))[1] as photo,
     coalesce(own.id, cat.id) as "planId"
   from cars c
   join models m on m.id = c.model_id
   join brands b on b.id = c.brand_id
   ${planJoins}
   where c.deleted_at is null and c.is_paid and coalesce(c.daily_rate, 0) > 0
     and m.category = any($1::text[])
     and not exists (select from sales sa where sa.car_id = c.id)
     and ${freeCarSql('c', 2, 4)}
   group by m.id, b.name, m.name, m.category, c.daily_rate, own.id, cat.id
   order by c.daily_rate, m.id`,
);

/**
 * The page's rules of a period, for its availability (`query`) and its requests (`body`): the
 * page open with a category, the end after the start, the pickup after the notice, the length
 * at most the longest. Answers its days.
 */
export function checkPagePeriod(
  settings: BookingPageSettings,
  { start, end, now }: { start: Date; end: Date; now: Date },
  part: 'query' | 'body',
): number {
  if (!settings.enabled || settings.categories.length === 0) {
    throw new DomainError('booking_page_closed', 'details.bookingPageClosed');
  }
  if (end.getTime() <= start.getTime()) {
    throw fieldRefusal('validation_failed', `${part}.end`, rentMessages.endBeforeStart);
  }
  if (start.getTime() < now.getTime() + settings.minNoticeHours * 3_600_000) {
    throw fieldRefusal('validation_failed', `${part}.start`, 'fields.pickupTooSoon', {
      hours: settings.minNoticeHours,
    });
  }
  const days = countDays(start, end);
  if (days > settings.maxDays) {
    throw fieldRefusal('validation_failed', `${part}.end`, 'fields.bookingTooLong', {
      days: settings.maxDays,
    });
  }
  return days;
}

/**
 * A period's answer (its days, offers and deposit) written once, kept until a write on the
 * fleet, its bookings, sales, prices or the page's settings (on any server), a minute of the
 * clock or 60 s pass: the page's readers of one weekend share it, and each reader's period is
 * still checked against the page's rules and its own clock. A request takes its car under the
 * car's lock whatever the page showed (decision 0048).
 */
const keptAvailability = keptAnswer<Availability>(
  {
    topics: ['cars', 'rentals', 'sales', 'brands', 'settings'],
    answer: bookingPageRoutes.getPublicAvailability.answer,
  },
  200,
);

const plansStatement = statement<{ id: string; plan: RatePlan }>(
  `select p.id, ${planJson('p')} as plan from rate_plans p where p.id = any($1::uuid[])`,
);

/**
 * The page's settings and the extras' prices the availability reads, kept until a write on
 * the settings (on any server) or 60 s pass: the page's readers read no settings row each
 */
const keptSettings = keptUntilWrite<
  [Awaited<ReturnType<typeof findBookingPageSettings>>, Awaited<ReturnType<typeof findExtras>>]
>({ topics: ['settings'], maxAgeMs: KEPT_MAX_AGE_MS, maxEntries: 1 });

export async function getPublicAvailability(
  deps: AppDeps,
  { start, end }: { start: Date; end: Date },
): Promise<JsonText<Availability>> {
  const [settings, extras] = await keptSettings(deps.events, 'settings', () =>
    Promise.all([findBookingPageSettings(deps.db), findExtras(deps.db)]),
  );
  const now = deps.clock.now();
  const days = checkPagePeriod(settings, { start, end, now }, 'query');
  const key = `${start.toISOString()}|${end.toISOString()}|${minuteOf(now)}|${settings.categories.join(',')}`;
  return keptAvailability(deps.events, key, async () => {
    const offers = await offersOf(deps, settings.categories, { start, end, now });
    // the deposit follows the extras (no plan): the same for every offer
    const { deposit } = pricedExtras([], extras);
    return { days, offers: offers.map((offer) => ({ ...offer, deposit })) };
  });
}

/** the free cars grouped by model, rate and plan, each priced once per rate and plan */
async function offersOf(
  deps: AppDeps,
  categories: readonly string[],
  { start, end, now }: { start: Date; end: Date; now: Date },
): Promise<Availability['offers']> {
  const rows = await run(deps.db, offersStatement, [
    categories,
    start.toISOString(),
    end.toISOString(),
    now.toISOString(),
  ]);
  const planIds = [...new Set(rows.flatMap((row) => (row.planId ? [row.planId] : [])))];
  const plans = new Map(
    planIds.length === 0
      ? []
      : (await run(deps.db, plansStatement, [planIds])).map((row) => [row.id, row.plan]),
  );
  const timeZone = deps.config.businessTimezone;
  /** the period's total at a rate and plan; null when short of a season's minimum */
  const totals = new Map<string, number | null>();
  const totalOf = (dailyRate: number, planId: string | null) => {
    const key = `${dailyRate}|${planId}`;
    let total = totals.get(key);
    if (total === undefined) {
      const plan = planId ? (plans.get(planId) ?? null) : null;
      const priced = quote({ start, end, timeZone, baseRate: dailyRate }, plan);
      total = priced.shortOf ? null : priced.total;
      totals.set(key, total);
    }
    return total;
  };
  // one offer per model and price (cars of a model priced alike by other plans), cheapest first
  const byPrice = new Map<string, Availability['offers'][number]>();
  for (const row of rows) {
    const dailyRate = Number(row.dailyRate);
    const total = totalOf(dailyRate, row.planId);
    // a car its plan does not rent for so short a period is not offered
    if (total === null) continue;
    const key = `${row.modelId}|${total}`;
    const found = byPrice.get(key);
    if (found) found.free = Math.min(FREE_SHOWN, found.free + row.free);
    else {
      byPrice.set(key, {
        modelId: row.modelId,
        brandName: row.brandName,
        modelName: row.modelName,
        category: row.category,
        dailyRate,
        photo: row.photo,
        free: row.free,
        total,
        deposit: null,
      });
    }
  }
  return [...byPrice.values()]
    .sort((a, b) => a.total - b.total || a.modelId.localeCompare(b.modelId))
    .slice(0, MAX_OFFERS);
}
