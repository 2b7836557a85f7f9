import type { CarView } from '@car-rental/domain/contract/car';
import type { ExtraChoiceInput, PriceList, QuoteAnswer } from '@car-rental/domain/contract/pricing';
import type { Centimes } from '@car-rental/domain/money';
import { messages as keptMessages } from '@car-rental/domain/pricing/kept';
import { pricedExtras } from '@car-rental/domain/pricing/price-list';
import { quote, type RatePlan } from '@car-rental/domain/pricing/quote';

/**
 * The plan that prices a car (decision 0044): its own, else its model's category's, else
 * none (the base rate alone). Plans are not merged.
 */
export function planOf(car: Pick<CarView, 'id' | 'modelId'>, list: PriceList): RatePlan | null {
  const own = list.plans.find((plan) => plan.carId === car.id);
  if (own) return own;
  const category = list.models.find((model) => model.id === car.modelId)?.category;
  return (category && list.plans.find((plan) => plan.category === category)) || null;
}

export type LocalQuote =
  | { answer: QuoteAnswer; refused?: undefined }
  /** the discount is above the total: the server refuses it beside the field */
  | { answer?: undefined; refused: typeof keptMessages.discountAboveTotal };

/**
 * Book Rental (issue 33): the booking's quote computed in the browser by the server's own
 * rule (`quote()` with the extras priced by `pricedExtras()`, as pricing.ts's quoteBooking
 * does), from the price list the dialog reads: shown at once as the dates or extras change,
 * the server's answer confirming it. Undefined when the browser cannot tell (the list not
 * yet read, a car without a rate, an extra the list refuses, an amount past the bounds): the
 * server's answer is then waited for.
 */
export function localQuote({
  car,
  list,
  start,
  end,
  extras,
  discount = 0,
  timeZone,
}: {
  car: Pick<CarView, 'id' | 'modelId' | 'dailyRate'>;
  list: PriceList | undefined;
  start: Date;
  end: Date;
  extras: readonly ExtraChoiceInput[];
  discount?: Centimes | undefined;
  timeZone: string;
}): LocalQuote | undefined {
  if (!list || car.dailyRate === null || end.getTime() <= start.getTime()) return undefined;
  const priced = pricedExtras(extras, list.extras);
  if (priced.refused) return undefined;
  let answer: ReturnType<typeof quote>;
  try {
    answer = quote(
      { start, end, timeZone, baseRate: car.dailyRate },
      planOf(car, list),
      priced.extras,
    );
  } catch {
    // a total past the bounds: the server says it
    return undefined;
  }
  if (discount > answer.total) return { refused: keptMessages.discountAboveTotal };
  return {
    answer: { ...answer, deposit: priced.deposit, discount, due: answer.total - discount },
  };
}

/** the value with its objects' keys in order, so that two answers compare by what they say */
const canonical = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(canonical)
    : value && typeof value === 'object'
      ? Object.fromEntries(
          Object.entries(value)
            .filter(([, each]) => each !== undefined)
            .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
            .map(([key, each]) => [key, canonical(each)]),
        )
      : value;

/** whether two quotes say the same price, line by line */
export const sameQuote = (a: QuoteAnswer, b: QuoteAnswer) =>
  JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
