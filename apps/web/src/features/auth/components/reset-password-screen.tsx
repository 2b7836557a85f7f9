import { authMessages } from '@car-rental/domain/auth/credentials';
import { resetPasswordBody } from '@car-rental/domain/contract/auth';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { ErrorBox } from '../../../components/ui/error-box.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { localiseFieldMessage } from '../../../lib/field-errors.ts';
import { useForm } from '../../../lib/use-form.ts';
import { useResetPassword } from '../api/password-reset.ts';
import { AuthLayout, authLinkClass } from './auth-layout.tsx';

/**
 * The mailed link `/reset-password?token=…`, open to anyone holding it: a new password typed
 * twice. A used, expired or unknown link says so and offers a new one; done, back to sign-in.
 */
export function ResetPasswordScreen({ token }: { token: string }) {
  const { t } = useTranslation('auth');
  const reset = useResetPassword();
  const form = useForm({
    schema: resetPasswordBody,
    defaultValues: { password: '', confirm: '' },
    oneMessage: true,
    toInput: ({ password }) => ({ token, password }),
  });
  const [state, setState] = useState<'form' | 'invalid' | 'done'>(token ? 'form' : 'invalid');

  const submit = form.handleSubmit(
    (input) => {
      if (form.getValues('password') !== form.getValues('confirm')) {
        return form.setError('root.server', { type: 'check', message: t('reset.mismatch') });
      }
      reset.mutate(input, {
        onSuccess: () => setState('done'),
        onError: (failure) => {
          if (failure instanceof ApiError && failure.code === 'invalid_token') setState('invalid');
          else form.refuse(failure, t('reset.failed'));
        },
      });
    },
    () => {
      if (!resetPasswordBody.shape.token.safeParse(token).success) setState('invalid');
    },
  );

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
              {localiseFieldMessage(authMessages.invalidResetToken)}
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
            <ErrorBox message={form.failure} />
            <Field
              label={t('reset.password')}
              type="password"
              autoComplete="new-password"
              {...form.register('password')}
              required
              minLength={6}
            />
            <Field
              label={t('reset.confirm')}
              type="password"
              autoComplete="new-password"
              {...form.register('confirm')}
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
