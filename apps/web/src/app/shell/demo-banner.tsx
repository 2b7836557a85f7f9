import { FlaskConical } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useDataMode } from '../../lib/data-mode.ts';

/** spec §2 Header: in demo mode a banner under the header says so */
export function DemoBanner() {
  const { t } = useTranslation();
  if (useDataMode() !== 'demo') return null;
  return (
    <div
      role="note"
      data-testid="demo-banner"
      className="border-b border-amber-300 bg-amber-100 px-4 py-2 text-center text-sm font-semibold text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-200"
    >
      <FlaskConical size={16} className="me-2 inline-block align-text-bottom" aria-hidden />
      {t('demoBanner')}
    </div>
  );
}
