import type { Centimes } from '../money.ts';

export const priceRanges = ['all', 'under-2m', '2m-4m', 'over-4m'] as const;
export type PriceRange = (typeof priceRanges)[number];

/** §9 sale price filter bounds: 2,000,000 DA and 4,000,000 DA, in centimes */
export const PRICE_BOUND_LOW: Centimes = 200_000_000;
export const PRICE_BOUND_HIGH: Centimes = 400_000_000;

/**
 * The filter's bounds: under-2m is price < 2M, 2m-4m is 2M <= price <= 4M, over-4m is
 * price > 4M. `min`/`max` are inclusive.
 */
export function priceRangeBounds(range: PriceRange): {
  min: Centimes | null;
  max: Centimes | null;
} {
  switch (range) {
    case 'under-2m':
      return { min: null, max: PRICE_BOUND_LOW - 1 };
    case '2m-4m':
      return { min: PRICE_BOUND_LOW, max: PRICE_BOUND_HIGH };
    case 'over-4m':
      return { min: PRICE_BOUND_HIGH + 1, max: null };
    default:
      return { min: null, max: null };
  }
}

export function inPriceRange(price: Centimes, range: PriceRange): boolean {
  const { min, max } = priceRangeBounds(range);
  return (min === null || price >= min) && (max === null || price <= max);
}
