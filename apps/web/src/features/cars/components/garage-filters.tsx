import { type GarageStatus, garageStatus } from '@car-rental/domain/contract/cars';
import { Filter } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { useBrands } from '../../../lib/catalogue-queries.ts';
import type { GarageFilters } from '../api/get-garage-cars.ts';

export const noFilters: GarageFilters = { brandId: '', status: 'all' };

export function activeFilterCount(filters: GarageFilters) {
  return (filters.brandId ? 1 : 0) + (filters.status !== 'all' ? 1 : 0);
}

/** the collapsible filter panel: brand and status (all, available, rented, for-sale, paid, unpaid) */
export function GarageFilterPanel({
  filters,
  onChange,
}: {
  filters: GarageFilters;
  onChange: (filters: GarageFilters) => void;
}) {
  const { t } = useTranslation('cars');
  const [open, setOpen] = useState(false);
  const id = useId();
  const brands = useBrands();
  const active = activeFilterCount(filters);
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-3 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <div className="flex flex-wrap items-center gap-2">
        <Button
          variant="ghost"
          size="sm"
          aria-expanded={open}
          aria-controls={`${id}-panel`}
          onClick={() => setOpen((value) => !value)}
        >
          <Filter size={16} aria-hidden />
          {t('garage.filters.toggle')}
          {active > 0 ? (
            <span className="rounded-full bg-blue-100 px-2 text-xs text-blue-800 dark:bg-blue-900 dark:text-blue-100">
              {t('garage.filters.active', { count: active })}
            </span>
          ) : null}
        </Button>
        {active > 0 ? (
          <Button variant="ghost" size="sm" className="ms-auto" onClick={() => onChange(noFilters)}>
            {t('garage.filters.clear')}
          </Button>
        ) : null}
      </div>
      <div id={`${id}-panel`} hidden={!open} className="mt-3 grid gap-3 sm:grid-cols-2">
        <SelectField
          label={t('garage.filters.brand')}
          value={filters.brandId}
          onChange={(event) => onChange({ ...filters, brandId: event.target.value })}
        >
          <option value="">{t('garage.filters.allBrands')}</option>
          {(brands.data?.items ?? []).map((brand) => (
            <option key={brand.id} value={brand.id}>
              {brand.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('garage.filters.status')}
          value={filters.status}
          onChange={(event) => onChange({ ...filters, status: event.target.value as GarageStatus })}
        >
          {garageStatus.options.map((status) => (
            <option key={status} value={status}>
              {t(`garage.filters.statuses.${status}`)}
            </option>
          ))}
        </SelectField>
      </div>
    </div>
  );
}
