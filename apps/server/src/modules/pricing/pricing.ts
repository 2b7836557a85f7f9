import { mayDiscountBooking } from '@car-rental/domain/auth/permissions';
import type {
  CarCategory,
  ExtrasInput,
  ModelCategoryView,
  PriceList,
  QuoteAnswer,
  RatePlanInput,
  RatePlanView,
} from '@car-rental/domain/contract/pricing';
import { DomainError, fieldRefusal } from '@car-rental/domain/errors';
import type { Centimes } from '@car-rental/domain/money';
import {
  type KeptExtra,
  type KeptQuote,
  keepQuote,
  keptExtraFor,
  messages as keptMessages,
  mergedExtras,
  requoteExtras,
} from '@car-rental/domain/pricing/kept';
import {
  EXTRA_NOT_OFFERED,
  type ExtraRequest,
  type ExtrasSettings,
  pricedExtras,
} from '@car-rental/domain/pricing/price-list';
import { quote } from '@car-rental/domain/pricing/quote';
import { messages as rentMessages } from '@car-rental/domain/rentals/rent-car';
import { NOT_RENTABLE } from '@car-rental/domain/rentals/rentable';
import type { DbOrTx } from '../../db/create-db.ts';
import { readAll } from '../../db/statement.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { write } from '../../lib/write.ts';
import { loadCarForWrite } from '../cars/car-view.repository.ts';
import {
  deletePlan,
  extrasRead,
  findExtras,
  findModelCategory,
  findPlan,
  type PricedCar,
  pricedCarRead,
  readModelCategories,
  readPlans,
  saveExtras,
  saveModelCategory,
  savePlan,
} from './pricing.repository.ts';

/**
 * Issue 33: the price list (the owner's) and the quote (everyone's). A quote changes
 * nothing; the booking that follows it is priced by the same rule (docs/decisions/0044).
 */

async function readPriceList(db: DbOrTx): Promise<PriceList> {
  const [plans, models, extras] = await Promise.all([
    readPlans(db),
    readModelCategories(db),
    findExtras(db),
  ]);
  return { plans, models, extras };
}

export const getPriceList = (deps: AppDeps) => readPriceList(deps.db);

export function setCategoryRatePlan(
  ctx: AppDeps,
  { category, plan }: { category: CarCategory; plan: RatePlanInput },
): Promise<RatePlanView> {
  return write(ctx, async (tx, audit) => {
    const before = await findPlan(tx, { category });
    const after = await savePlan(tx, { category }, plan, ctx.clock.now());
    audit.record({ entity: 'rate_plan', entityId: after.id, before, after });
    return after;
  });
}

export function setCarRatePlan(
  ctx: AppDeps,
  { carId, plan }: { carId: string; plan: RatePlanInput },
): Promise<RatePlanView> {
  return write(ctx, async (tx, audit) => {
    await loadCarForWrite(tx, carId);
    const before = await findPlan(tx, { carId });
    const after = await savePlan(tx, { carId }, plan, ctx.clock.now());
    audit.record({ entity: 'rate_plan', entityId: after.id, before, after });
    return after;
  });
}

/** a model put in a car category, or in none (its cars are then priced at their base rate) */
export function setModelCategory(
  ctx: AppDeps,
  { modelId, category }: { modelId: string; category: CarCategory | null },
): Promise<ModelCategoryView> {
  return write(ctx, async (tx, audit) => {
    const before = await findModelCategory(tx, modelId);
    if (!before) throw new DomainError('model_not_found', 'details.modelNotFound');
    const after = (await saveModelCategory(tx, modelId, category))!;
    audit.record({ entity: 'model', entityId: modelId, before, after });
    return after;
  });
}

export function deleteRatePlan(ctx: AppDeps, id: string): Promise<PriceList> {
  return write(ctx, async (tx, audit) => {
    const before = await deletePlan(tx, id);
    if (!before) throw new DomainError('rate_plan_not_found', 'details.ratePlanNotFound');
    audit.record({ entity: 'rate_plan', entityId: id, before });
    return readPriceList(tx);
  });
}

export function setExtras(ctx: AppDeps, extras: ExtrasInput): Promise<PriceList> {
  return write(ctx, async (tx, audit) => {
    const before = await findExtras(tx);
    await saveExtras(tx, extras, ctx.clock.now());
    audit.record({ entity: 'settings', entityId: 'extras', before, after: extras });
    return readPriceList(tx);
  });
}

/**
 * The price of a booking of a car (its plan, else its category's, else the base rate), with
 * the extras asked for and the deposit due. An extra not offered is refused beside it.
 */
export async function quoteBooking(
  deps: AppDeps,
  request: { carId: string; start: Date; end: Date; extras: ExtraRequest[]; discount: Centimes },
): Promise<QuoteAnswer> {
  const { start, end, discount } = request;
  if (end.getTime() <= start.getTime()) {
    throw fieldRefusal('validation_failed', 'body.end', rentMessages.endBeforeStart);
  }
  const { car, extras, deposit } = await pricesOf(deps.db, request);
  if (car.dailyRate === null) throw new DomainError('car_not_rentable', NOT_RENTABLE);
  const answer = quote(
    { start, end, timeZone: deps.config.businessTimezone, baseRate: car.dailyRate },
    car.plan,
    extras,
  );
  if (discount > answer.total) {
    throw fieldRefusal('validation_failed', 'body.discount', keptMessages.discountAboveTotal);
  }
  return { ...answer, deposit, discount, due: answer.total - discount };
}

/** what prices a booking of a car: its plan and the extras offered, read in one trip */
export const priceReads = (carId: string) => [pricedCarRead(carId), extrasRead()] as const;

type Prices = [PricedCar | undefined, ExtrasSettings | null];

/** a car's plan and the extras asked for, priced from the list (refused beside the extra) */
async function pricesOf(db: DbOrTx, request: { carId: string; extras: ExtraRequest[] }) {
  return pricedFrom(await readAll<Prices>(db, ...priceReads(request.carId)), request);
}

function pricedFrom([car, settings]: Prices, request: { extras: ExtraRequest[] }) {
  if (!car) throw new DomainError('car_not_found', 'details.carNotFound');
  const priced = pricedExtras(request.extras, settings);
  if (priced.refused) {
    const { index, field, key } = priced.refused;
    throw fieldRefusal('validation_failed', `body.extras.${index}.${field}`, key);
  }
  const extras: KeptExtra[] = priced.extras.map((extra, index) => {
    const place = request.extras[index]?.place?.trim();
    return extra.code === 'delivery' && place ? { ...extra, place } : extra;
  });
  return { car, extras, deposit: priced.deposit };
}

/**
 * The quote a booking of a car keeps (decision 0046), inside the booking's transaction once
 * the car is locked: its plan and extras as the list has them now, and a discount only from
 * an account with the right (an agent's is refused, 403).
 */
export async function bookingQuote(ctx: AppDeps, tx: DbOrTx, booking: Booking): Promise<KeptQuote> {
  return bookingQuoteFrom(ctx, await readAll<Prices>(tx, ...priceReads(booking.carId)), booking);
}

interface Booking {
  carId: string;
  dailyRate: Centimes;
  start: Date;
  end: Date;
  extras: ExtraRequest[];
  discount: { amount: Centimes; reason: string } | undefined;
}

/** bookingQuote from its prices, read with the booking's other reads (priceReads) */
export function bookingQuoteFrom(ctx: AppDeps, prices: Prices, booking: Booking): KeptQuote {
  if (booking.discount && !mayDiscountBooking(ctx.actor?.role)) {
    throw new DomainError('forbidden', 'details.discountBooking');
  }
  const { car, extras, deposit } = pricedFrom(prices, booking);
  return keepQuote({
    start: booking.start,
    end: booking.end,
    timeZone: ctx.config.businessTimezone,
    baseRate: booking.dailyRate,
    plan: car.plan,
    extras,
    discount: booking.discount?.amount ?? 0,
    deposit,
  });
}

/**
 * The quote a booking keeps once its extras changed at the check-out (decision 0049): the
 * extras it kept keep their kept price, the new ones are priced from the list as it is now
 * (one not offered refused beside it); its period priced again by its kept base, plan and
 * discount. The deposit due follows full insurance taken or given up; else it stays.
 */
export async function checkOutQuote(
  ctx: AppDeps,
  tx: DbOrTx,
  rental: {
    dailyRate: Centimes;
    quote: KeptQuote | null;
    extras: KeptExtra[];
    startAt: Date;
    endAt: Date;
  },
  asked: ExtraRequest[],
): Promise<KeptQuote> {
  const twice = asked.findIndex((extra, index) =>
    asked.slice(0, index).some((before) => before.code === extra.code),
  );
  if (twice >= 0) {
    throw fieldRefusal('validation_failed', `body.extras.${twice}.code`, EXTRA_NOT_OFFERED);
  }
  const fresh = asked.flatMap((extra, index) =>
    keptExtraFor(rental.extras, extra) ? [] : [{ extra, index }],
  );
  const settings = await findExtras(tx);
  const priced = pricedExtras(
    fresh.map(({ extra }) => extra),
    settings,
  );
  if (priced.refused) {
    const { index, field, key } = priced.refused;
    throw fieldRefusal('validation_failed', `body.extras.${fresh[index]!.index}.${field}`, key);
  }
  const listed: (KeptExtra | undefined)[] = [];
  for (const [at, { extra, index }] of fresh.entries()) {
    const choice = priced.extras[at]!;
    const place = extra.place?.trim();
    listed[index] = extra.code === 'delivery' && place ? { ...choice, place } : choice;
  }
  const extras = mergedExtras(rental.extras, asked, listed);
  const insured = (list: readonly { code: string }[]) =>
    list.some((extra) => extra.code === 'full_insurance');
  const kept = rental.quote?.deposit ?? null;
  const deposit =
    settings && insured(extras) !== insured(rental.extras)
      ? insured(extras)
        ? settings.full_insurance.deposit
        : settings.standardDeposit
      : kept;
  return requoteExtras(
    {
      dailyRate: rental.dailyRate,
      quote: rental.quote,
      start: rental.startAt,
      end: rental.endAt,
      timeZone: ctx.config.businessTimezone,
    },
    extras,
    deposit,
  );
}
