import type { Centimes } from '../money.ts';
import { countDays } from '../rentals/count-days.ts';
import type { KeptExtra, KeptQuote } from './kept.ts';
import { type DaysLine, type Quote, quote, type TierLine } from './quote.ts';

/**
 * Issue 33 §2: a booking's price as the contract and the invoice print it
 * (docs/decisions/0047): the days by season, weekend or base, the duration tier, each extra
 * with a delivery's place, the discount and what is due.
 */

/** an extra as a document prints it */
export interface PrintedExtra {
  code: string;
  quantity: number;
  /** a delivery's place (null: none named) */
  place: string | null;
  amount: Centimes;
}

export interface PrintedPrice {
  days: DaysLine[];
  tier: TierLine | null;
  extras: PrintedExtra[];
  /** the days with the tier */
  rental: Centimes;
  discount: Centimes;
  /** the rental, the extras, less the discount: what the booking costs */
  due: Centimes;
}

/** a quote's lines in print; the extras' places from the extras it was priced with, in order */
function printed(priced: Quote, discount: Centimes, extras: readonly KeptExtra[]): PrintedPrice {
  const extraLines = priced.lines.filter((line) => line.kind === 'extra');
  return {
    days: priced.lines.filter((line) => line.kind === 'days'),
    tier: priced.lines.find((line) => line.kind === 'tier') ?? null,
    extras: extraLines.map((line, i) => {
      const bought =
        extras[i]?.code === line.code ? extras[i] : extras.find((e) => e.code === line.code);
      return {
        code: line.code,
        quantity: line.quantity,
        place: bought?.place ?? null,
        amount: line.amount,
      };
    }),
    rental: priced.rental,
    discount,
    due: priced.total - discount,
  };
}

/**
 * The contract's price: the quote the booking kept. A booking whose period changed before its
 * check-out (its contract prints the new period) is quoted again over that period by the
 * pricing it kept, as its return would charge it (without kept pricing: its daily rate times
 * its days).
 */
export function contractPrice(
  kept: KeptQuote,
  extras: readonly KeptExtra[],
  period: { start: Date; end: Date },
  dailyRate: Centimes,
): PrintedPrice {
  const { pricing } = kept;
  const days = countDays(period.start, period.end);
  if (days === kept.quote.days)
    return printed(kept.quote, kept.discount, pricing?.extras ?? extras);
  if (!pricing) {
    const amount = dailyRate * days;
    const line: DaysLine = {
      kind: 'days',
      season: null,
      weekend: false,
      days,
      rate: dailyRate,
      amount,
    };
    return { days: [line], tier: null, extras: [], rental: amount, discount: 0, due: amount };
  }
  const priced = quote(
    { ...period, timeZone: pricing.timeZone, baseRate: pricing.baseRate },
    pricing.plan,
    pricing.extras,
  );
  return printed(priced, Math.min(pricing.discount, priced.total), pricing.extras);
}

/**
 * The invoice's price of a returned rental: the days used (start to return) priced again by
 * the pricing the booking kept, as the return priced them (decision 0046). `addsUp`: its
 * rental, extras and discount make the return's total exactly, and the invoice prints them
 * in place of the rental line; otherwise they are a detail under it. Null when the booking
 * kept no extra and no discount (one rental line, as before issue 33).
 */
export function invoicePrice(
  kept: KeptQuote | null,
  period: { start: Date; end: Date },
  totalAmount: Centimes,
): { price: PrintedPrice; addsUp: boolean } | null {
  const pricing = kept?.pricing;
  if (!pricing || (pricing.extras.length === 0 && pricing.discount === 0)) return null;
  const priced = quote(
    { ...period, timeZone: pricing.timeZone, baseRate: pricing.baseRate },
    pricing.plan,
    pricing.extras,
  );
  const price = printed(priced, pricing.discount, pricing.extras);
  return { price, addsUp: price.due === totalAmount };
}
