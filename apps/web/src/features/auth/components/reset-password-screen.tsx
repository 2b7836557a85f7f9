import { authMessages } from '@car-rental/domain/auth/credentials';
import { resetPasswordBody } from '@car-rental/domain/contract/auth';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { ErrorBox } from '../../../components/ui/error-box.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { useResetPassword } from '../api/password-reset.ts';
import { AuthLayout, authLinkClass } from './auth-layout.tsx';

/**
 * The mailed link `/reset-password?token=…`, open to anyone holding it: a new password typed
 * twice. A used, expired or unknown link says so and offers a new one; done, back to sign-in.
 */
export function ResetPasswordScreen({ token }: { token: string }) {
  const { t } = useTranslation('auth');
  const reset = useResetPassword();
  const [form, setForm] = useState({ password: '', confirm: '' });
  const [error, setError] = useState<string | null>(null);
  const [state, setState] = useState<'form' | 'invalid' | 'done'>(token ? 'form' : 'invalid');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = resetPasswordBody.safeParse({ token, password: form.password });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      if (issue?.path[0] === 'token') return setState('invalid');
      return setError(issue?.message ?? t('reset.failed'));
    }
    if (form.password !== form.confirm) return setError(t('reset.mismatch'));
    setError(null);
    reset.mutate(parsed.data, {
      onSuccess: () => setState('done'),
      onError: (failure) => {
        if (failure instanceof ApiError && failure.code === 'invalid_token') setState('invalid');
        else setError(errorMessage(failure, t('reset.failed')));
      },
    });
  };

  return (
    <AuthLayout>
      <div className="flex flex-col gap-4">
        <h2 className="text-lg font-semibold">{t('reset.title')}</h2>
        {state === 'invalid' ? (
          <>
            <div
              role="alert"
              className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-700 dark:border-red-800 dark:bg-red-950 dark:text-red-300"
            >
              {authMessages.invalidResetToken}
            </div>
            <Link to="/?forgot" className={authLinkClass}>
              {t('reset.requestNew')}
            </Link>
          </>
        ) : state === 'done' ? (
          <p role="status" className="text-sm text-emerald-800 dark:text-emerald-300">
            {t('reset.done')}
          </p>
        ) : (
          <form onSubmit={submit} noValidate className="flex flex-col gap-4">
            <ErrorBox message={error} />
            <Field
              label={t('reset.password')}
              name="password"
              type="password"
              autoComplete="new-password"
              value={form.password}
              onChange={(event) => setForm({ ...form, password: event.target.value })}
              required
              minLength={6}
            />
            <Field
              label={t('reset.confirm')}
              name="confirm"
              type="password"
              autoComplete="new-password"
              value={form.confirm}
              onChange={(event) => setForm({ ...form, confirm: event.target.value })}
              required
              minLength={6}
            />
            <Button type="submit" disabled={reset.isPending}>
              {reset.isPending ? t('reset.saving') : t('reset.submit')}
            </Button>
          </form>
        )}
        <Link to="/" className={authLinkClass}>
          {t('backToSignIn')}
        </Link>
      </div>
    </AuthLayout>
  );
}
