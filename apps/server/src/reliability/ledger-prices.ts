import {
  type ExtraCode,
  type ExtrasSettings,
  extraCodes,
} from '@car-rental/domain/pricing/price-list';
import { type ExtraChoice, quote } from '@car-rental/domain/pricing/quote';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { expect } from 'vitest';
import { act, Command, clientOf, type LedgerCommand, type Real } from './ledger-actions.ts';
import { rowsOf } from './ledger-figures.ts';
import {
  type Actor,
  days,
  type Ledger,
  type ModelCar,
  type ModelKept,
  type ModelRental,
} from './ledger-model.ts';
import { listPrices, type ModelPrices, PRICED_CATEGORY, TIME_ZONE } from './ledger-price-list.ts';

/**
 * Issue 33 §5, the money of quoted bookings in the ledger model (decision 0046): the cars of
 * one model are in a car category with a rate plan (seasons over both of the sequences'
 * starts, a weekend price, three duration tiers), the others keep no plan; the agency sells
 * extras. A booking keeps the prices it was made with; the owner changes the list between a
 * booking and its return, and the return must still be priced by what the booking kept.
 *
 * The model prices a period with the domain's `quote()` (property-tested on its own against
 * a plain model, packages/domain/src/pricing/quote.property.test.ts); the extras priced from
 * the list, the discount, the advance and the return's balance are the model's own.
 */

/** what the run exercised of quoted bookings, for its figure line */
export const priceFigures = {
  /** bookings made that kept prices (a plan, extras or a discount), and with a discount */
  kept: 0,
  discounted: 0,
  /** bookings refused by their pricing: an agent's discount (403), the rest (400) */
  refused403: 0,
  refused400: 0,
  /** returns priced by kept prices, and those the list's prices now would price otherwise */
  keptReturns: 0,
  repricedReturns: 0,
  extensions: 0,
  /** check-outs that added child seats to the kept extras (decision 0049) */
  checkOutExtras: 0,
  /** changes of the list by the owner */
  changes: 0,
};

export const priceFiguresText = () => {
  const f = priceFigures;
  return `quoted bookings: ${f.kept} kept prices (${f.discounted} discounted), ${f.refused403} agent discounts refused, ${f.refused400} refused by their price, ${f.changes} price list changes, ${f.keptReturns} returns at kept prices (${f.repricedReturns} that the list's prices then would price otherwise), ${f.extensions} extensions priced, ${f.checkOutExtras} check-outs with extras added`;
};

/** the owner sets the whole list through the routes (at each sequence's start, or a change) */
async function putPrices(
  r: Real,
  prices: ModelPrices,
  what: 'plan' | 'extras' | 'both',
  as: Actor,
) {
  const status = as === 'owner' ? 200 : 403;
  const client = clientOf(r, as);
  if (what !== 'extras') {
    await act(
      r,
      status,
      'PUT',
      `/api/price-list/categories/${PRICED_CATEGORY}`,
      prices.plan,
      client,
    );
  }
  if (what !== 'plan') await act(r, status, 'PUT', '/api/price-list/extras', prices.extras, client);
}

/** the list as the sequence starts (not counted among its actions) */
export async function resetPrices(r: Real): Promise<void> {
  const counted = r.actions;
  await putPrices(r, listPrices(), 'both', 'owner');
  r.actions = counted;
}

/** an extra a booking asks for (a place for a delivery: one not on the list is refused) */
export interface ExtraAsk {
  code: ExtraCode;
  quantity: number;
  place: string;
}

export interface Asked {
  extras: ExtraAsk[];
  /** a discount as a share of the quote's total, in % (above 100: refused), or none */
  discountShare: number | null;
}

export const asked: fc.Arbitrary<Asked> = fc.record({
  extras: fc.oneof(
    fc.constant<ExtraAsk[]>([]),
    fc.uniqueArray(
      fc.record({
        code: fc.constantFrom(...extraCodes),
        quantity: fc.integer({ min: 1, max: 3 }),
        place: fc.constantFrom('Aéroport', 'aéroport', 'Gare', 'Lune'),
      }),
      { selector: (extra) => extra.code, minLength: 1, maxLength: 3 },
    ),
  ),
  discountShare: fc.option(fc.integer({ min: 1, max: 130 }), { nil: null, freq: 2 }),
});

export const askedText = (a: Asked) =>
  `[${a.extras.map((e) => `${e.code}x${e.quantity}${e.code === 'delivery' ? `@${e.place}` : ''}`)}]${a.discountShare === null ? '' : `, -${a.discountShare}%`}`;

/** the extras asked for, priced from the list as it is now; null when one is refused */
function extrasFromList(settings: ExtrasSettings, extras: ExtraAsk[]): ExtraChoice[] | null {
  const choices: ExtraChoice[] = [];
  for (const { code, quantity, place } of extras) {
    if (code === 'delivery') {
      const where = settings.delivery.places.find(
        (p) => p.name.toLowerCase() === place.toLowerCase(),
      );
      if (!settings.delivery.enabled || !where) return null;
      choices.push({ code, pricing: 'once', price: where.price, max: null, quantity });
      continue;
    }
    const sold = settings[code];
    if (!sold.enabled) return null;
    choices.push({ code, pricing: sold.pricing, price: sold.price, max: sold.max, quantity });
  }
  return choices;
}

/** what a booking costs from `start` to `end` by the prices it kept (never below nothing) */
export function priceOf(kept: ModelKept, start: number, end: number): number {
  if (!kept.plan && kept.extras.length === 0 && kept.discount === 0) {
    // spec §9: its daily rate times its days
    return kept.baseRate * days(start, end);
  }
  const priced = quote(
    { start: new Date(start), end: new Date(end), timeZone: TIME_ZONE, baseRate: kept.baseRate },
    kept.plan,
    kept.extras,
  );
  return Math.max(0, priced.total - kept.discount);
}

/**
 * A booking of `car` from `start` to `end` by `who` as the model prices it: the body's extras
 * and discount, the refusal the pricing gives before the booking's own rules (403 an agent's
 * discount, 400 an extra not offered, a season's minimum, a discount above the total), and
 * what it keeps and is due.
 */
export function quoted(
  m: Ledger,
  car: ModelCar,
  start: number,
  end: number,
  ask: Asked,
  who: Actor,
) {
  const body = {
    extras: ask.extras.map(({ code, quantity, place }) =>
      code === 'delivery' ? { code, quantity, place } : { code, quantity },
    ),
    // decision 0049: each additional driver's name and licence, one per driver counted
    drivers: Array.from(
      { length: ask.extras.find((extra) => extra.code === 'additional_driver')?.quantity ?? 0 },
      (_, index) => ({
        name: `Driver ${index + 1}`,
        licenceNumber: `L-${index + 1}`,
        licenceIssuedOn: '2015-06-01',
      }),
    ),
  };
  const plan = car.planned ? m.prices.plan : null;
  const baseRate = car.dailyRate ?? 0;
  const choices = extrasFromList(m.prices.extras, ask.extras);
  const total = quote(
    { start: new Date(start), end: new Date(end), timeZone: TIME_ZONE, baseRate },
    plan,
    choices ?? [],
  );
  const discount =
    ask.discountShare === null
      ? 0
      : Math.max(1, Math.floor((total.total * ask.discountShare) / 100));
  const discountBody =
    ask.discountShare === null ? {} : { discount: { amount: discount, reason: 'Loyal customer' } };
  // a car without a daily rate is refused by the booking's rule before it is priced
  let refusal: number | null = null;
  if (car.dailyRate === null) refusal = null;
  else if (ask.discountShare !== null && who === 'agent') refusal = 403;
  else if (!choices || total.shortOf || discount > total.total) refusal = 400;
  const kept: ModelKept = { baseRate, plan, extras: choices ?? [], discount };
  if (!car.deleted && refusal === 403) priceFigures.refused403++;
  if (!car.deleted && refusal === 400) priceFigures.refused400++;
  return {
    body: { ...body, ...discountBody },
    refusal,
    kept,
    due: total.total - discount,
  };
}

/**
 * a return's total by the kept prices; counts those the list as it is now would price
 * otherwise (the returns a server repricing by the list would get wrong)
 */
export function returnPrice(m: Ledger, car: ModelCar, rental: ModelRental): number {
  const total = priceOf(rental.kept, rental.startAt, m.now);
  const { kept } = rental;
  if (kept.plan || kept.extras.length > 0 || kept.discount > 0) {
    priceFigures.keptReturns++;
    const plan = car.planned ? m.prices.plan : null;
    const extras = extrasNow(m, kept.extras);
    const listed = priceOf({ ...kept, plan, extras }, rental.startAt, m.now);
    if (listed !== total) priceFigures.repricedReturns++;
  }
  return total;
}

/** the kept extras at the list's prices now (an extra no longer offered at its kept price) */
function extrasNow(m: Ledger, extras: ExtraChoice[]): ExtraChoice[] {
  return extras.map((extra) => {
    if (extra.code === 'delivery') return extra;
    const sold = m.prices.extras[extra.code as Exclude<ExtraCode, 'delivery'>];
    return { ...extra, price: sold.price, max: sold.max };
  });
}

/** the rentals out or booked, with their cars */
function bookings(m: Ledger): { car: ModelCar; booking: ModelRental }[] {
  return m.cars.flatMap((car) => [
    ...(car.rental ? [{ car, booking: car.rental }] : []),
    ...car.reservations.map((booking) => ({ car, booking })),
  ]);
}

/**
 * An extension is priced by the kept prices (decision 0046: its audit row says the price to
 * the old end and to the new one; no money moves)
 */
export async function checkExtensionPrice(r: Real, rental: ModelRental, oldEnd: number) {
  const [row] = await rowsOf<{ before: { price: number }; after: { price: number } }>(
    r.db,
    sql`select before, after from audit_log where entity = 'rental'
      and entity_id = ${rental.id} and after ? 'price'
      and (after->>'endAt')::timestamptz = ${new Date(rental.endAt).toISOString()}::timestamptz
      and (before->>'endAt')::timestamptz = ${new Date(oldEnd).toISOString()}::timestamptz`,
  );
  expect(row, 'the extension audited with its prices').toBeDefined();
  expect(
    { before: row!.before.price, after: row!.after.price },
    'an extension priced by the kept prices',
  ).toEqual({
    before: priceOf(rental.kept, rental.startAt, oldEnd),
    after: priceOf(rental.kept, rental.startAt, rental.endAt),
  });
}

/** the rented list's current revenue: each rental out priced to now by what it kept */
export async function checkRentedList(m: Ledger, r: Real) {
  const res = await r.api.get('/api/rentals/active');
  expect(res.status).toBe(200);
  const shown = new Map<string, number>(
    (res.body.items as { id: string; currentRevenue: number }[]).map((item) => [
      item.id,
      item.currentRevenue,
    ]),
  );
  for (const { car, booking } of bookings(m)) {
    if (booking !== car.rental || booking.startAt > m.now || !shown.has(car.id)) continue;
    expect(shown.get(car.id), `the current revenue of ${booking.id}`).toBe(
      priceOf(booking.kept, booking.startAt, m.now),
    );
  }
}

const percent = fc.integer({ min: -50, max: 100 });

/** a change of the list: the plan's, the extras' or both */
export const priceMove = fc.record({
  move: fc.record({
    summer: percent,
    weekend: percent,
    shortTier: fc.integer({ min: -30, max: 0 }),
    weekTier: fc.integer({ min: -40, max: 0 }),
    monthRate: fc.integer({ min: 1_000_00, max: 20_000_00 }),
    driver: fc.integer({ min: 0, max: 2_000_00 }),
    delivery: fc.integer({ min: 0, max: 5_000_00 }),
    gps: fc.boolean(),
    extras: fc.integer({ min: 50, max: 200 }),
  }),
  what: fc.constantFrom('plan' as const, 'extras' as const, 'both' as const),
});
export type PriceChange = typeof priceMove extends fc.Arbitrary<infer T> ? T : never;

export const priceChangeText = ({ move, what }: PriceChange) => `${what} ${JSON.stringify(move)}`;

/** the list changed by `who` (the owner's right: a manager's or agent's is refused, 403) */
export async function changePrices(m: Ledger, r: Real, change: PriceChange, who: Actor) {
  const { move, what } = change;
  const next = listPrices(move);
  await putPrices(r, next, what, who);
  if (who !== 'owner') return;
  priceFigures.changes++;
  m.prices = {
    plan: what === 'extras' ? m.prices.plan : next.plan,
    extras: what === 'plan' ? m.prices.extras : next.extras,
  };
}

/**
 * The owner changes the price list (the plan, the extras or both) while bookings keep
 * theirs; a manager's or an agent's change is refused (403) and changes nothing
 */
export function priceCommands(): LedgerCommand[] {
  return [
    fc
      .tuple(
        priceMove,
        fc.constantFrom('owner' as const, 'owner' as const, 'manager' as const, 'agent' as const),
      )
      .map(
        ([change, who]) =>
          new Command(
            `changePrices(${priceChangeText(change)}, ${who})`,
            () => true,
            async (m, r) => {
              await changePrices(m, r, change, who);
            },
          ),
      ),
  ];
}

/**
 * Decision 0049: child seats added at the check-out (never fewer than kept). The extras the
 * booking kept keep their kept price (its seats, with the new count); a new seat takes the
 * list's price now. No money moves then: the return prices the days used by these kept
 * prices. The body's extras and the kept prices after; null when the model cannot ask it (a
 * kept delivery, whose place it does not keep; seats no longer sold and none kept).
 */
export function seatsAtCheckOut(m: Ledger, kept: ModelKept, seats: number) {
  if (kept.extras.some((extra) => extra.code === 'delivery')) return null;
  const had = kept.extras.find((extra) => extra.code === 'child_seat');
  const sold = m.prices.extras.child_seat;
  if (!had && !sold.enabled) return null;
  const extras: ExtraChoice[] = had
    ? kept.extras.map((extra) =>
        extra.code === 'child_seat'
          ? { ...extra, quantity: Math.max(seats, extra.quantity) }
          : extra,
      )
    : [
        ...kept.extras,
        {
          code: 'child_seat',
          pricing: sold.pricing,
          price: sold.price,
          max: sold.max,
          quantity: seats,
        },
      ];
  return {
    body: extras.map(({ code, quantity }) => ({ code, quantity })),
    kept: { ...kept, extras },
  };
}
