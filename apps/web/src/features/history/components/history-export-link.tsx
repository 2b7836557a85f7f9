import { exportRoutes } from '@car-rental/domain/contract/exports';
import type { HistoryFilters } from '@car-rental/domain/contract/history';
import { pathOf } from '@car-rental/domain/contract/route';
import { useTranslation } from 'react-i18next';
import { DownloadLink } from '../../../components/ui/download-link.tsx';

/** the history as CSV under the filters on screen */
export function HistoryExportLink({ filters }: { filters: HistoryFilters }) {
  const { t } = useTranslation('reports');
  const query = new URLSearchParams();
  if (filters.type !== 'all') query.set('type', filters.type);
  if (filters.period !== 'all') query.set('period', filters.period);
  if (filters.q) query.set('q', filters.q);
  const search = query.toString();
  return (
    <DownloadLink
      href={`/api${pathOf(exportRoutes.exportHistoryCsv)}${search ? `?${search}` : ''}`}
      label={t('exportCsv')}
      description={t('exportHistoryLabel')}
    />
  );
}
