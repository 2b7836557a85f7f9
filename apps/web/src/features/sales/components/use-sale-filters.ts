import { type PriceRange, priceRanges } from '@car-rental/domain/sales/price-range';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import type { SaleFilters } from '../api/get-cars-for-sale.ts';

function isPriceRange(value: string | null): value is PriceRange {
  return priceRanges.some((range) => range === value);
}

/** the brand and price range filters, kept in the address so a reload keeps them */
export function useSaleFilters() {
  const [params, setParams] = useSearchParams();
  const range = params.get('price');
  const filters: SaleFilters = {
    brandId: params.get('brand') || undefined,
    priceRange: isPriceRange(range) ? range : 'all',
  };
  const setFilter = useCallback(
    (key: 'brand' | 'price', value: string) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value && value !== 'all') next.set(key, value);
          else next.delete(key);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { filters, setFilter };
}
