import { AlertTriangle, Loader2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../components/ui/button.tsx';
import { DemoProgress } from '../demo/demo-progress.tsx';

export function LoadingScreen({ short = false }: { short?: boolean }) {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      className="flex min-h-[50vh] flex-col items-center justify-center gap-3 text-slate-600 dark:text-slate-300"
    >
      <Loader2 className="animate-spin" size={32} aria-hidden />
      <p>{short ? t('loadingShort') : t('loading')}</p>
      <DemoProgress />
    </div>
  );
}

/** the full-page error when the very first load fails */
export function ConnectionErrorScreen({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-screen items-center justify-center px-4">
      <div className="max-w-md rounded-xl border border-red-200 bg-white p-6 text-center shadow-sm dark:border-red-900 dark:bg-slate-900">
        <AlertTriangle className="mx-auto mb-3 text-red-600" size={36} aria-hidden />
        <h1 className="mb-2 text-xl font-semibold">{t('connection.errorTitle')}</h1>
        <p className="mb-4 text-sm text-slate-600 dark:text-slate-400">{message}</p>
        <Button onClick={() => window.location.reload()}>{t('connection.retry')}</Button>
      </div>
    </div>
  );
}
