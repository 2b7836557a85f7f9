import { describe, expect, it } from 'vitest';
import { inPriceRange, priceRangeBounds } from './price-range.ts';

const M2 = 200_000_000;
const M4 = 400_000_000;

describe('price range filter', () => {
  it('under 2M excludes 2M itself', () => {
    expect(inPriceRange(M2 - 1, 'under-2m')).toBe(true);
    expect(inPriceRange(M2, 'under-2m')).toBe(false);
  });
  it('2M to 4M includes both bounds', () => {
    expect(inPriceRange(M2 - 1, '2m-4m')).toBe(false);
    expect(inPriceRange(M2, '2m-4m')).toBe(true);
    expect(inPriceRange(M4, '2m-4m')).toBe(true);
    expect(inPriceRange(M4 + 1, '2m-4m')).toBe(false);
  });
  it('over 4M excludes 4M itself', () => {
    expect(inPriceRange(M4, 'over-4m')).toBe(false);
    expect(inPriceRange(M4 + 1, 'over-4m')).toBe(true);
  });
  it('all has no bounds', () => {
    expect(priceRangeBounds('all')).toEqual({ min: null, max: null });
    expect(inPriceRange(1, 'all')).toBe(true);
  });
});
