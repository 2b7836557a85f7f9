import { useTranslation } from 'react-i18next';
import { HistoryExportLink } from '../../features/history/components/history-export-link.tsx';
import { HistoryFiltersPanel } from '../../features/history/components/history-filters.tsx';
import { HistoryList } from '../../features/history/components/history-list.tsx';
import { HistorySummaryCards } from '../../features/history/components/history-summary-cards.tsx';
import { useHistoryFilters } from '../../features/history/components/use-history-filters.ts';

/** Transaction history: the cards, the Filters panel and the records, all under the same filters */
export function Component() {
  const { t } = useTranslation('history');
  const { filters, setFilter, clearAll, active } = useHistoryFilters();
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold">{t('title')}</h1>
        <HistoryExportLink filters={filters} />
      </div>
      <HistorySummaryCards filters={filters} />
      <HistoryFiltersPanel
        filters={filters}
        active={active}
        onChange={setFilter}
        onClearAll={clearAll}
      />
      <HistoryList filters={filters} />
    </div>
  );
}
