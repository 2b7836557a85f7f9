import { passwordResetBody } from '@car-rental/domain/contract/auth';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { ErrorBox } from '../../../components/ui/error-box.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { useForm } from '../../../lib/use-form.ts';
import { useRequestPasswordReset } from '../api/password-reset.ts';
import { authLinkClass } from './auth-layout.tsx';

/**
 * 'Forgot password?': mails a one-time link. The success message is the same whether or not
 * an account has this e-mail, so the form does not tell who has an account.
 */
export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation('auth');
  const send = useRequestPasswordReset();
  const form = useForm({
    schema: passwordResetBody,
    defaultValues: { email: '' },
    oneMessage: true,
  });
  const sent = send.isSuccess;

  const submit = form.handleSubmit((input) =>
    send.mutate(input, { onError: (failure) => form.refuse(failure, t('forgot.failed')) }),
  );

  return (
    <div className="flex flex-col gap-4">
      <h2 className="text-lg font-semibold">{t('forgot.title')}</h2>
      {sent ? (
        <p role="status" className="text-sm text-emerald-800 dark:text-emerald-300">
          {t('forgot.sent')}
        </p>
      ) : (
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('forgot.intro')}</p>
          <ErrorBox message={form.failure} />
          <Field
            label={t('forgot.email')}
            type="email"
            autoComplete="email"
            {...form.register('email')}
            required
          />
          <Button type="submit" disabled={send.isPending}>
            {send.isPending ? t('forgot.sending') : t('forgot.submit')}
          </Button>
        </form>
      )}
      <button type="button" className={authLinkClass} onClick={onBack}>
        {t('backToSignIn')}
      </button>
    </div>
  );
}
