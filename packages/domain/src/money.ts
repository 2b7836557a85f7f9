/**
 * Money is an integer number of centimes (1 DA = 100 centimes), never a float.
 * Safe up to Number.MAX_SAFE_INTEGER centimes (about 90 trillion DA).
 */
export type Centimes = number;

export const CENTIMES_PER_DINAR = 100;

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
