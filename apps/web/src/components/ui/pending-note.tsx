import { Loader2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** what a section shows while its data loads ('Loading your data...') */
export function PendingNote() {
  const { t } = useTranslation();
  return (
    <p
      role="status"
      className="flex items-center gap-2 py-6 text-sm text-slate-600 dark:text-slate-300"
    >
      <Loader2 size={18} className="animate-spin" aria-hidden />
      {t('loadingShort')}
    </p>
  );
}
