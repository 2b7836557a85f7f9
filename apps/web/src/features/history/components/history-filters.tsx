import {
  type HistoryFilters,
  historyPeriods,
  historyTypes,
} from '@car-rental/domain/contract/history';
import { ChevronDown, Filter, X } from 'lucide-react';
import { useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { inputClass } from '../../../components/ui/field.tsx';
import { HistorySearch } from './history-search.tsx';
import type { FilterKey } from './use-history-filters.ts';

export interface HistoryFiltersPanelProps {
  filters: HistoryFilters;
  active: boolean;
  onChange: (key: FilterKey, value: string) => void;
  onClearAll: () => void;
}

/** the collapsible Filters panel; collapsed, it shows the active filters as chips */
export function HistoryFiltersPanel({
  filters,
  active,
  onChange,
  onClearAll,
}: HistoryFiltersPanelProps) {
  const { t } = useTranslation('history');
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const typeId = useId();
  const periodId = useId();
  const onSearch = useCallback((text: string) => onChange('q', text), [onChange]);

  const chips: { key: FilterKey; label: string }[] = [];
  if (filters.type !== 'all')
    chips.push({
      key: 'type',
      label: t('filters.chips.type', { value: t(`filters.types.${filters.type}`) }),
    });
  if (filters.period !== 'all')
    chips.push({
      key: 'period',
      label: t('filters.chips.period', { value: t(`filters.periods.${filters.period}`) }),
    });
  if (filters.q) chips.push({ key: 'q', label: t('filters.chips.q', { value: filters.q }) });

  return (
    <section className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
          className="flex items-center gap-2 rounded-md px-2 py-1 font-medium hover:bg-slate-100 dark:hover:bg-slate-800"
        >
          <Filter size={18} aria-hidden />
          {t('filters.toggle')}
          <ChevronDown
            size={16}
            aria-hidden
            className={`transition-transform ${open ? 'rotate-180' : ''}`}
          />
        </button>
        {!open && chips.length > 0 ? (
          <ul aria-label={t('filters.active')} className="flex flex-wrap gap-2">
            {chips.map((chip) => (
              <li key={chip.key}>
                <span className="inline-flex items-center gap-1 rounded-full bg-blue-50 py-0.5 ps-3 pe-1 text-sm text-blue-800 dark:bg-blue-950 dark:text-blue-200">
                  {chip.label}
                  <button
                    type="button"
                    aria-label={t('filters.removeChip', { label: chip.label })}
                    onClick={() => onChange(chip.key, '')}
                    className="rounded-full p-0.5 hover:bg-blue-100 dark:hover:bg-blue-900"
                  >
                    <X size={14} aria-hidden />
                  </button>
                </span>
              </li>
            ))}
          </ul>
        ) : null}
        {active ? (
          <button
            type="button"
            onClick={onClearAll}
            className="ms-auto text-sm font-medium text-blue-700 underline-offset-2 hover:underline dark:text-blue-300"
          >
            {t('filters.clearAll')}
          </button>
        ) : null}
      </div>
      <div id={panelId} hidden={!open} className="mt-4 grid grid-cols-1 gap-4 md:grid-cols-3">
        <div className="flex flex-col gap-1">
          <label
            htmlFor={typeId}
            className="text-sm font-medium text-slate-700 dark:text-slate-300"
          >
            {t('filters.type')}
          </label>
          <select
            id={typeId}
            className={inputClass}
            value={filters.type}
            onChange={(event) => onChange('type', event.target.value)}
          >
            {historyTypes.map((type) => (
              <option key={type} value={type}>
                {t(`filters.types.${type}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <label
            htmlFor={periodId}
            className="text-sm font-medium text-slate-700 dark:text-slate-300"
          >
            {t('filters.period')}
          </label>
          <select
            id={periodId}
            className={inputClass}
            value={filters.period}
            onChange={(event) => onChange('period', event.target.value)}
          >
            {historyPeriods.map((period) => (
              <option key={period} value={period}>
                {t(`filters.periods.${period}`)}
              </option>
            ))}
          </select>
        </div>
        <HistorySearch value={filters.q} onSearch={onSearch} />
      </div>
    </section>
  );
}
