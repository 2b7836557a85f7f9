import { changePinBody } from '@car-rental/domain/contract/settings';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { ErrorBox } from '../../../components/ui/error-box.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { useNotify } from '../../../lib/notify.tsx';
import { useForm } from '../../../lib/use-form.ts';
import { useChangePin } from '../api/change-pin.ts';

const fourDigits = /^\d{4}$/;

/** Change PIN: the current PIN (when one is set), the new PIN twice */
export function PinForm({ pinSet }: { pinSet: boolean }) {
  const { t } = useTranslation('settings');
  const notify = useNotify();
  const change = useChangePin();
  const headingId = useId();
  const blank = { currentPin: '', newPin: '', confirmPin: '' };
  const form = useForm({
    schema: changePinBody,
    defaultValues: blank,
    check: ({ currentPin, newPin, confirmPin }) => ({
      currentPin: pinSet && !fourDigits.test(currentPin) ? t('pin.invalid') : undefined,
      newPin: fourDigits.test(newPin) ? undefined : t('pin.invalid'),
      confirmPin: fourDigits.test(newPin) && newPin !== confirmPin ? t('pin.mismatch') : undefined,
    }),
    toInput: ({ currentPin, newPin }) => ({ currentPin: pinSet ? currentPin : undefined, newPin }),
  });

  const submit = form.handleSubmit((input) =>
    change.mutate(input, {
      onSuccess: () => {
        form.reset(blank);
        notify(t('pin.saved'), 'success');
      },
      onError: (error) => form.refuse(error, t('pin.failed')),
    }),
  );

  const pinField = (name: keyof typeof blank, label: string) => (
    <Field
      label={label}
      type="password"
      inputMode="numeric"
      autoComplete="off"
      maxLength={4}
      {...form.register(name)}
      error={form.error(name)}
      className="w-40"
    />
  );

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900"
    >
      <h2 id={headingId} className="text-lg font-semibold">
        {t('pin.title')}
      </h2>
      <p className="mb-4 text-sm text-slate-600 dark:text-slate-400">{t('pin.hint')}</p>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <div className="flex flex-wrap gap-4">
          {pinSet ? pinField('currentPin', t('pin.current')) : null}
          {pinField('newPin', t('pin.new'))}
          {pinField('confirmPin', t('pin.confirm'))}
        </div>
        <ErrorBox message={form.failure} />
        <div>
          <Button type="submit" disabled={change.isPending}>
            {change.isPending ? t('pin.saving') : t('pin.save')}
          </Button>
        </div>
      </form>
    </section>
  );
}
