import { Loader2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** what a wait shows: 'Loading your data...' */
export function LoadingNote() {
  const { t } = useTranslation('cars');
  return (
    <p
      role="status"
      className="flex items-center gap-2 py-6 text-sm text-slate-600 dark:text-slate-400"
    >
      <Loader2 size={18} className="animate-spin" aria-hidden />
      {t('loading')}
    </p>
  );
}
