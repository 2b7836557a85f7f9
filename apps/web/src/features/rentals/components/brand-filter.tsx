import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { inputClass } from '../../../components/ui/field.tsx';
import { useBrandChoices } from '../../../lib/catalogue-queries.ts';

/** the brand filter of both lists; '' means all brands */
export function BrandFilter({
  value,
  onChange,
}: {
  value: string;
  onChange: (brandId: string) => void;
}) {
  const { t } = useTranslation('rentals');
  const brands = useBrandChoices();
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium text-slate-700 dark:text-slate-300">
        {t('brandFilter.label')}
      </label>
      <select
        id={id}
        className={`${inputClass} w-48`}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{t('brandFilter.all')}</option>
        {(brands.data ?? []).map((brand) => (
          <option key={brand.id} value={brand.id}>
            {brand.name}
          </option>
        ))}
      </select>
    </div>
  );
}
