import { exportRoutes } from '@car-rental/domain/contract/exports';
import { pathOf } from '@car-rental/domain/contract/route';
import { useTranslation } from 'react-i18next';
import { DownloadLink } from '../../../components/ui/download-link.tsx';

/** every fund transaction as CSV */
export function FundExportLink() {
  const { t } = useTranslation('reports');
  return (
    <DownloadLink
      href={`/api${pathOf(exportRoutes.exportFundCsv)}`}
      label={t('exportCsv')}
      description={t('exportFundLabel')}
    />
  );
}
