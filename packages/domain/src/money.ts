import { type DomainError, fieldRefusal } from './errors.ts';

/**
 * Money is an integer number of centimes (1 DA = 100 centimes), never a float.
 * Exact up to Number.MAX_SAFE_INTEGER centimes (about 90 trillion DA); every amount, rate
 * and total the business writes is held to MAX_AMOUNT, far below, so that sums of many
 * stay exact too.
 */
export type Centimes = number;

export const CENTIMES_PER_DINAR = 100;

/**
 * Issue 28 §3: the business maximum of any one amount, rate or total (one price, one
 * fund entry, rate x days, a return's charges): 10^12 DA, in centimes. About 90 of them
 * still sum exactly in a JavaScript number.
 */
export const MAX_AMOUNT: Centimes = 100_000_000_000_000;

/** the schemas' message for an amount past MAX_AMOUNT (the web translates these words) */
export const AMOUNT_TOO_LARGE = 'fields.amountTooLarge';
/** a computed total (rate x days, charges) past MAX_AMOUNT */
export const TOTAL_TOO_LARGE = 'fields.totalTooLarge';

/**
 * Issue 28 §3: the business maximum of a kept total (the fund's money in and its money out,
 * hence its balance and every figure counted from them, each a part of one of the two):
 * 10^13 DA in centimes, ten times MAX_AMOUNT. A write that would pass it is refused by the
 * database in the write's transaction (fund_total_within, migration 0029), so a total passes
 * it by at most what concurrent writes add at once;
 * Number.MAX_SAFE_INTEGER (2^53 - 1, about 9.007 x 10^15 centimes), past which a JavaScript
 * number rounds and every answer with the total would fail, is 80 MAX_AMOUNT entries above.
 */
export const MAX_TOTAL: Centimes = 1_000_000_000_000_000;

/** the refusal of a write that would take a kept total past MAX_TOTAL */
export const TOTALS_TOO_LARGE = 'details.totalsTooLarge';

function totalTooLarge(path: string): DomainError {
  return fieldRefusal('validation_failed', path, TOTAL_TOO_LARGE);
}

/** a computed amount, refused (400 naming `path`) unless a whole number of 0..MAX_AMOUNT */
export function checkedAmount(amount: Centimes, path: string): Centimes {
  if (!Number.isSafeInteger(amount) || amount < 0 || amount > MAX_AMOUNT) {
    throw totalTooLarge(path);
  }
  return amount;
}

/**
 * rate x count (a daily rate times days, a price per km times km), computed exactly in
 * bigint and refused past MAX_AMOUNT before it can round
 */
export function checkedProduct(rate: Centimes, count: number, path: string): Centimes {
  if (!Number.isSafeInteger(rate) || !Number.isSafeInteger(count) || rate < 0 || count < 0) {
    throw totalTooLarge(path);
  }
  const product = BigInt(rate) * BigInt(count);
  if (product > BigInt(MAX_AMOUNT)) throw totalTooLarge(path);
  return Number(product);
}

/** the sum of amounts, refused past MAX_AMOUNT (each amount is checked too) */
export function checkedSum(amounts: readonly Centimes[], path: string): Centimes {
  let total = 0;
  for (const amount of amounts) total = checkedAmount(total + checkedAmount(amount, path), path);
  return total;
}

/**
 * A whole number read back from the database: a bigint column, or a sum() (numeric, which
 * node-postgres and PGlite give as text). Converted exactly or not at all: past 2^53 a
 * JavaScript number would round, so that throws instead of answering a wrong figure.
 */
export function exactInteger(value: unknown): number {
  if (typeof value === 'number') {
    if (Number.isSafeInteger(value)) return value;
  } else if (typeof value === 'bigint') {
    if (value <= BigInt(Number.MAX_SAFE_INTEGER) && value >= BigInt(-Number.MAX_SAFE_INTEGER)) {
      return Number(value);
    }
  } else if (typeof value === 'string' && /^-?\d+$/.test(value)) {
    return exactInteger(BigInt(value));
  }
  throw new Error(`not an exact whole number: ${String(value)}`);
}

export function isCentimes(value: unknown): value is Centimes {
  return typeof value === 'number' && Number.isSafeInteger(value);
}

export function sum(amounts: readonly Centimes[]): Centimes {
  let total = 0;
  for (const amount of amounts) total += amount;
  return total;
}

/** 12.5 DA (as typed in a form) -> 1250 centimes; rounds half away from zero at the centime */
export function fromDinars(dinars: number): Centimes {
  return Math.sign(dinars) * Math.round(Math.abs(dinars) * CENTIMES_PER_DINAR);
}

export function toDinars(amount: Centimes): number {
  return amount / CENTIMES_PER_DINAR;
}

const formatters = new Map<number, Intl.NumberFormat>();

/** '1 250 DA' in the fr-DZ locale, no decimals unless asked */
export function formatDA(amount: Centimes, decimals = 0): string {
  let formatter = formatters.get(decimals);
  if (!formatter) {
    formatter = new Intl.NumberFormat('fr-DZ', {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    formatters.set(decimals, formatter);
  }
  return `${formatter.format(toDinars(amount))} DA`;
}
