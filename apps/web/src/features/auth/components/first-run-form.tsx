import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { ErrorBox } from '../../../components/ui/error-box.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useCreateOwner } from '../api/setup.ts';

/** shown instead of the sign-in form while no account exists */
export function FirstRunForm() {
  const { t } = useTranslation('auth');
  const createOwner = useCreateOwner();
  const [form, setForm] = useState({ displayName: '', email: '', password: '', pin: '' });
  const [error, setError] = useState<string | null>(null);
  const set = (key: keyof typeof form) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [key]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (form.password.length < 6) return setError(t('passwordShort'));
    setError(null);
    createOwner.mutate(
      {
        displayName: form.displayName.trim(),
        email: form.email.trim(),
        password: form.password,
        ...(form.pin ? { pin: form.pin } : {}),
      },
      { onError: (failure) => setError(errorMessage(failure, t('firstRun.failed'))) },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <h2 className="text-lg font-semibold">{t('firstRun.title')}</h2>
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('firstRun.intro')}</p>
      <ErrorBox message={error} />
      <Field
        label={t('firstRun.displayName')}
        name="displayName"
        value={form.displayName}
        onChange={set('displayName')}
        required
      />
      <Field
        label={t('firstRun.email')}
        name="email"
        type="email"
        autoComplete="email"
        value={form.email}
        onChange={set('email')}
        required
      />
      <Field
        label={t('firstRun.password')}
        name="password"
        type="password"
        autoComplete="new-password"
        value={form.password}
        onChange={set('password')}
        required
      />
      <Field
        label={t('firstRun.pin')}
        name="pin"
        inputMode="numeric"
        maxLength={4}
        pattern="[0-9]{4}"
        value={form.pin}
        onChange={set('pin')}
      />
      <Button type="submit" disabled={createOwner.isPending}>
        {t('firstRun.submit')}
      </Button>
    </form>
  );
}
