import { createOwnerBody } from '@car-rental/domain/contract/auth';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { ErrorBox } from '../../../components/ui/error-box.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { useForm } from '../../../lib/use-form.ts';
import { useCreateOwner } from '../api/setup.ts';

/** shown instead of the sign-in form while no account exists */
export function FirstRunForm() {
  const { t } = useTranslation('auth');
  const createOwner = useCreateOwner();
  const form = useForm({
    schema: createOwnerBody,
    defaultValues: { displayName: '', email: '', password: '', pin: '' },
    oneMessage: true,
    check: ({ password }) => ({
      password: password.length < 6 ? t('passwordShort') : undefined,
    }),
    toInput: (values) => ({
      displayName: values.displayName.trim(),
      email: values.email.trim(),
      password: values.password,
      ...(values.pin ? { pin: values.pin } : {}),
    }),
  });

  const submit = form.handleSubmit((input) =>
    createOwner.mutate(input, {
      onError: (failure) => form.refuse(failure, t('firstRun.failed')),
    }),
  );

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <h2 className="text-lg font-semibold">{t('firstRun.title')}</h2>
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('firstRun.intro')}</p>
      <ErrorBox message={form.failure} />
      <Field label={t('firstRun.displayName')} {...form.register('displayName')} required />
      <Field
        label={t('firstRun.email')}
        type="email"
        autoComplete="email"
        {...form.register('email')}
        required
      />
      <Field
        label={t('firstRun.password')}
        type="password"
        autoComplete="new-password"
        {...form.register('password')}
        required
      />
      <Field
        label={t('firstRun.pin')}
        inputMode="numeric"
        maxLength={4}
        pattern="[0-9]{4}"
        {...form.register('pin')}
      />
      <Button type="submit" disabled={createOwner.isPending}>
        {t('firstRun.submit')}
      </Button>
    </form>
  );
}
