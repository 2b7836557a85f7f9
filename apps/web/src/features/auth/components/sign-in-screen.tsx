import { signInBody } from '@car-rental/domain/contract/auth';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { ErrorBox } from '../../../components/ui/error-box.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { useForm } from '../../../lib/use-form.ts';
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
  const form = useForm({
    schema: signInBody,
    defaultValues: { identifier: '', password: '' },
    oneMessage: true,
    check: ({ identifier, password }) => ({
      identifier: identifier.trim() ? undefined : t('identifierRequired'),
      password: !password
        ? t('passwordRequired')
        : password.length < 6
          ? t('passwordShort')
          : undefined,
    }),
    toInput: ({ identifier, password }) => ({ identifier: identifier.trim(), password }),
  });

  const submit = form.handleSubmit((input) =>
    signIn.mutate(input, { onError: (failure) => form.refuse(failure, t('failed')) }),
  );

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <ErrorBox message={form.failure} />
      <Field
        label={t('identifier')}
        autoComplete="username"
        {...form.register('identifier')}
        required
      />
      <Field
        label={t('password')}
        type="password"
        autoComplete="current-password"
        {...form.register('password')}
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
