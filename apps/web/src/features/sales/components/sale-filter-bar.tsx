import {
  PRICE_BOUND_HIGH,
  PRICE_BOUND_LOW,
  priceRanges,
} from '@car-rental/domain/sales/price-range';
import { Filter } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { inputClass } from '../../../components/ui/field.tsx';
import { useBrands } from '../../../lib/catalogue-queries.ts';
import { money } from '../../../lib/format.ts';
import type { SaleFilters } from '../api/get-cars-for-sale.ts';

/** brand and price range filters of the Car Sales screen */
export function SaleFilterBar({
  filters,
  onChange,
}: {
  filters: SaleFilters;
  onChange: (key: 'brand' | 'price', value: string) => void;
}) {
  const { t } = useTranslation('sales');
  const brands = useBrands();
  const brandId = useId();
  const priceId = useId();
  const bounds = { low: money(PRICE_BOUND_LOW), high: money(PRICE_BOUND_HIGH) };
  return (
    <section
      aria-label={t('filters.title')}
      className="flex flex-wrap items-end gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <Filter size={18} className="mb-2.5 text-slate-500" aria-hidden />
      <div className="flex min-w-48 flex-col gap-1">
        <label htmlFor={brandId} className="text-sm font-medium text-slate-700 dark:text-slate-300">
          {t('filters.brand')}
        </label>
        <select
          id={brandId}
          className={inputClass}
          value={filters.brandId ?? ''}
          onChange={(event) => onChange('brand', event.target.value)}
        >
          <option value="">{t('filters.allBrands')}</option>
          {brands.data?.items.map((brand) => (
            <option key={brand.id} value={brand.id}>
              {brand.name}
            </option>
          ))}
        </select>
      </div>
      <div className="flex min-w-56 flex-col gap-1">
        <label htmlFor={priceId} className="text-sm font-medium text-slate-700 dark:text-slate-300">
          {t('filters.priceRange')}
        </label>
        <select
          id={priceId}
          className={inputClass}
          value={filters.priceRange}
          onChange={(event) => onChange('price', event.target.value)}
        >
          {priceRanges.map((range) => (
            <option key={range} value={range}>
              {t(`filters.${range}`, bounds)}
            </option>
          ))}
        </select>
      </div>
    </section>
  );
}
