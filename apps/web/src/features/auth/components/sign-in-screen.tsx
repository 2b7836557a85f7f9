import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { ErrorBox } from '../../../components/ui/error-box.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useSetupStatus } from '../api/setup.ts';
import { useSignIn } from '../api/sign-in.ts';
import { AuthLayout, authLinkClass } from './auth-layout.tsx';
import { FirstRunForm } from './first-run-form.tsx';
import { ForgotPasswordForm } from './forgot-password-form.tsx';
import { TryDemoButton } from './try-demo-button.tsx';

export function SignInScreen() {
  const setup = useSetupStatus();
  const [params] = useSearchParams();
  // '/?forgot' (the expired link's 'Request a new link') opens the form at once
  const [forgot, setForgot] = useState(params.has('forgot'));
  if (setup.data?.needsSetup) {
    return (
      <AuthLayout>
        <FirstRunForm />
        <TryDemoButton />
      </AuthLayout>
    );
  }
  return (
    <AuthLayout>
      {forgot ? (
        <ForgotPasswordForm onBack={() => setForgot(false)} />
      ) : (
        <>
          <SignInForm onForgot={() => setForgot(true)} />
          <TryDemoButton />
        </>
      )}
    </AuthLayout>
  );
}

function SignInForm({ onForgot }: { onForgot: () => void }) {
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
      <button type="button" className={authLinkClass} onClick={onForgot}>
        {t('forgotLink')}
      </button>
    </form>
  );
}
