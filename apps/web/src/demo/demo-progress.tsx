import { Loader2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useDemoStatus } from './demo-status.ts';

/** while the demo starts (its database opens, the first time its sample data is made) */
export function DemoProgress() {
  const { t } = useTranslation();
  const status = useDemoStatus();
  if (status.state !== 'starting' && status.state !== 'busy') return null;
  return (
    <p
      role="status"
      data-testid="demo-progress"
      className="flex items-center justify-center gap-2 text-sm text-slate-600 dark:text-slate-300"
    >
      <Loader2 className="animate-spin" size={16} aria-hidden />
      {status.state === 'busy' ? t('demoStart.busy') : t(`demoStart.${status.step}`)}
    </p>
  );
}
