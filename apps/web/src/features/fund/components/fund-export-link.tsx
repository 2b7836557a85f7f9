import { useTranslation } from 'react-i18next';
import { DownloadLink } from '../../../components/ui/download-link.tsx';

/** every fund transaction as CSV */
export function FundExportLink() {
  const { t } = useTranslation('reports');
  return (
    <DownloadLink
      href="/api/fund/export.csv"
      label={t('exportCsv')}
      description={t('exportFundLabel')}
    />
  );
}
