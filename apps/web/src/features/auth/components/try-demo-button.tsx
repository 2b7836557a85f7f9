import { PlayCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { ErrorBox } from '../../../components/ui/error-box.tsx';
import { DemoProgress } from '../../../demo/demo-progress.tsx';
import { DEMO_PASSWORD, DEMO_USERNAME } from '../../../demo/demo-session.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useSignIn } from '../api/sign-in.ts';

/** one click into demo mode (the demo credentials), offered under the sign-in and first-run forms */
export function TryDemoButton() {
  const { t } = useTranslation('auth');
  const signIn = useSignIn();
  return (
    <div className="mt-4 flex flex-col gap-2 border-t border-slate-200 pt-4 dark:border-slate-800">
      <ErrorBox message={signIn.isError ? errorMessage(signIn.error, t('failed')) : null} />
      <Button
        variant="secondary"
        disabled={signIn.isPending}
        onClick={() => signIn.mutate({ identifier: DEMO_USERNAME, password: DEMO_PASSWORD })}
      >
        <PlayCircle size={16} aria-hidden />
        {t('tryDemo')}
      </Button>
      {signIn.isPending ? <DemoProgress /> : null}
      <p className="text-center text-xs text-slate-600 dark:text-slate-400">{t('demoHint')}</p>
    </div>
  );
}
