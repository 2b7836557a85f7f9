import {
  type MailSettingsView,
  mailSettingsBody,
} from '@car-rental/domain/contract/booking-requests';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { ErrorBox } from '../../../components/ui/error-box.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { localiseFieldMessage } from '../../../lib/field-errors.ts';
import { useSaveNotice } from '../../../lib/notify.tsx';
import { useForm } from '../../../lib/use-form.ts';
import { useUpdateMailSettings } from '../api/update-mail-settings.ts';

/** a port as typed: its number when it is digits only, otherwise not a number (refused) */
function portOf(text: string): number {
  const trimmed = text.trim();
  return /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/**
 * Settings → E-mails to customers (issue 34 §3): the SMTP server the booking page's mails go
 * through (received, confirmed, declined), on or off. The owner's only (getMailSettings).
 * The password is written, never read back: the field shows that one is kept, and left
 * empty it is left out of the save, so the kept one stays (the server's rule); the box
 * "Remove the kept password" sends an empty one, which removes it.
 */
export function MailSettingsForm({ settings }: { settings: MailSettingsView }) {
  const { t } = useTranslation('bookingDesk');
  const saveNotice = useSaveNotice();
  const save = useUpdateMailSettings();
  const headingId = useId();
  const passwordId = useId();
  const passwordHintId = useId();
  const form = useForm({
    schema: mailSettingsBody,
    defaultValues: {
      enabled: settings.enabled,
      host: settings.host,
      port: String(settings.port),
      secure: settings.secure,
      user: settings.user,
      password: '',
      forgetPassword: false,
      from: settings.from,
    },
    toInput: ({ forgetPassword, password, ...values }) => ({
      ...values,
      port: portOf(values.port),
      // left empty, the password is left out: the server keeps the one it has
      ...(forgetPassword ? { password: '' } : password === '' ? {} : { password }),
    }),
    // a port that is not a whole number reads the contract's words for a port out of range
    message: (field) => (field === 'port' ? localiseFieldMessage('fields.portInvalid') : undefined),
  });
  const enabled = form.watch('enabled');
  const forgetPassword = form.watch('forgetPassword');

  const submit = form.handleSubmit((input) => {
    saveNotice(save, input, t('mail.saved'), (error) => form.refuse(error, t('mail.failed')));
  });

  const passwordError = form.error('password');
  const passwordErrorId = `${passwordId}-error`;

  return (
    <section
      aria-labelledby={headingId}
      data-testid="mail-settings"
      className="rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900"
    >
      <h2 id={headingId} className="text-lg font-semibold">
        {t('mail.title')}
      </h2>
      <p className="mb-2 text-sm text-slate-600 dark:text-slate-400">{t('mail.hint')}</p>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <div className="flex flex-col gap-1">
          <label className="flex items-center gap-2 text-sm font-medium">
            <input type="checkbox" {...form.register('enabled')} />
            {t('mail.enabled')}
          </label>
          {enabled ? null : (
            <p
              data-testid="mail-settings-off"
              className="rounded-lg bg-slate-50 p-3 text-sm text-slate-700 dark:bg-slate-800/60 dark:text-slate-300"
            >
              {t('mail.off')}
            </p>
          )}
        </div>
        <div className="grid gap-4 sm:grid-cols-[1fr_10rem]">
          <Field
            label={t('mail.host')}
            dir="ltr"
            autoComplete="off"
            placeholder="smtp.agency.dz"
            {...form.register('host')}
            error={form.error('host')}
          />
          <Field
            label={t('mail.port')}
            type="number"
            inputMode="numeric"
            min={1}
            max={65_535}
            step={1}
            {...form.register('port')}
            error={form.error('port')}
          />
        </div>
        <div className="flex flex-col gap-1">
          <label className="flex items-center gap-2 text-sm font-medium">
            <input type="checkbox" {...form.register('secure')} />
            {t('mail.secure')}
          </label>
          <p className="text-xs text-slate-600 dark:text-slate-400">{t('mail.secureHint')}</p>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label={t('mail.user')}
            dir="ltr"
            autoComplete="off"
            {...form.register('user')}
            error={form.error('user')}
          />
          <div className="flex flex-col gap-1">
            <Field
              id={passwordId}
              label={t('mail.password')}
              type="password"
              autoComplete="new-password"
              dir="ltr"
              placeholder={settings.passwordSet ? t('mail.passwordKept') : undefined}
              {...form.register('password')}
              disabled={forgetPassword}
              error={passwordError}
              aria-describedby={
                passwordError ? `${passwordErrorId} ${passwordHintId}` : passwordHintId
              }
            />
            <p
              id={passwordHintId}
              data-testid="mail-password-state"
              className="text-xs text-slate-600 dark:text-slate-400"
            >
              {settings.passwordSet ? t('mail.passwordKeptHint') : t('mail.passwordNone')}
            </p>
            {settings.passwordSet ? (
              <label className="flex items-center gap-2 text-sm">
                <input type="checkbox" {...form.register('forgetPassword')} />
                {t('mail.forgetPassword')}
              </label>
            ) : null}
          </div>
        </div>
        <div className="flex flex-col gap-1">
          <Field
            label={t('mail.from')}
            dir="ltr"
            autoComplete="off"
            placeholder="Agency <bookings@agency.dz>"
            {...form.register('from')}
            error={form.error('from')}
          />
          <p className="text-xs text-slate-600 dark:text-slate-400">{t('mail.fromHint')}</p>
        </div>
        <ErrorBox message={form.failure} />
        <div>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? t('mail.saving') : t('mail.save')}
          </Button>
        </div>
      </form>
    </section>
  );
}
