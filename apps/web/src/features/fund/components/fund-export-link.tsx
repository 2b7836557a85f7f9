import { exportRoutes } from '@car-rental/domain/contract/exports';
import { pathOf } from '@car-rental/domain/contract/route';
import { isLanguage } from '@car-rental/domain/i18n/languages';
import { useTranslation } from 'react-i18next';
import { DownloadLink } from '../../../components/ui/download-link.tsx';

/** every fund transaction as CSV and as an Excel workbook, in the user's language */
export function FundExportLink() {
  const { t, i18n } = useTranslation(['reports', 'fund']);
  const search = `?lang=${isLanguage(i18n.language) ? i18n.language : 'en'}`;
  return (
    <>
      <DownloadLink
        href={`/api${pathOf(exportRoutes.exportFundCsv)}${search}`}
        label={t('exportCsv')}
        description={t('exportFundLabel')}
      />
      <DownloadLink
        href={`/api${pathOf(exportRoutes.exportFundXlsx)}${search}`}
        label={t('fund:export.xlsx')}
        description={t('fund:export.xlsxLabel')}
      />
    </>
  );
}
