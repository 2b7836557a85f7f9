import { exportRoutes } from '@car-rental/domain/contract/exports';
import type { HistoryFilters } from '@car-rental/domain/contract/history';
import { pathOf } from '@car-rental/domain/contract/route';
import { isLanguage } from '@car-rental/domain/i18n/languages';
import { useTranslation } from 'react-i18next';
import { DownloadLink } from '../../../components/ui/download-link.tsx';

/** the history as CSV and as an Excel workbook, under the filters on screen, in the user's language */
export function HistoryExportLink({ filters }: { filters: HistoryFilters }) {
  const { t, i18n } = useTranslation(['reports', 'history']);
  const query = new URLSearchParams();
  if (filters.type !== 'all') query.set('type', filters.type);
  if (filters.period !== 'all') query.set('period', filters.period);
  if (filters.q) query.set('q', filters.q);
  query.set('lang', isLanguage(i18n.language) ? i18n.language : 'en');
  const search = `?${query.toString()}`;
  return (
    <div className="flex flex-wrap gap-2">
      <DownloadLink
        href={`/api${pathOf(exportRoutes.exportHistoryCsv)}${search}`}
        label={t('exportCsv')}
        description={t('exportHistoryLabel')}
      />
      <DownloadLink
        href={`/api${pathOf(exportRoutes.exportHistoryXlsx)}${search}`}
        label={t('history:export.xlsx')}
        description={t('history:export.xlsxLabel')}
      />
    </div>
  );
}
