import { Car } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { ErrorBox } from '../../../components/ui/error-box.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { ThemeToggle } from '../../../components/ui/theme-toggle.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useSetupStatus } from '../api/setup.ts';
import { useSignIn } from '../api/sign-in.ts';
import { FirstRunForm } from './first-run-form.tsx';
import { TryDemoButton } from './try-demo-button.tsx';

export function SignInScreen() {
  const { t } = useTranslation('auth');
  const setup = useSetupStatus();
  return (
    <div className="relative flex min-h-screen items-center justify-center px-4">
      <div className="absolute end-4 top-4">
        <ThemeToggle />
      </div>
      <main className="w-full max-w-sm rounded-xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900">
        <div className="mb-6 flex flex-col items-center gap-2 text-center">
          <Car size={36} className="text-blue-600" aria-hidden />
          <h1 className="text-xl font-semibold">{t('title')}</h1>
          <p className="text-sm text-slate-500 dark:text-slate-400">{t('subtitle')}</p>
        </div>
        {setup.data?.needsSetup ? <FirstRunForm /> : <SignInForm />}
        <TryDemoButton />
      </main>
    </div>
  );
}

function SignInForm() {
  const { t } = useTranslation('auth');
  const signIn = useSignIn();
  const [identifier, setIdentifier] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!identifier.trim()) return setError(t('identifierRequired'));
    if (!password) return setError(t('passwordRequired'));
    if (password.length < 6) return setError(t('passwordShort'));
    setError(null);
    signIn.mutate(
      { identifier: identifier.trim(), password },
      { onError: (failure) => setError(errorMessage(failure, t('failed'))) },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <ErrorBox message={error} />
      <Field
        label={t('identifier')}
        name="identifier"
        autoComplete="username"
        value={identifier}
        onChange={(event) => setIdentifier(event.target.value)}
        required
      />
      <Field
        label={t('password')}
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        required
        minLength={6}
      />
      <Button type="submit" disabled={signIn.isPending}>
        {signIn.isPending ? t('signingIn') : t('signIn')}
      </Button>
    </form>
  );
}
