import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { ErrorBox } from '../../../components/ui/error-box.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { fieldErrors } from '../../../lib/field-errors.ts';
import { useNotify } from '../../../lib/notify.tsx';
import { useChangePin } from '../api/change-pin.ts';

const fourDigits = /^\d{4}$/;

/** Change PIN: the current PIN (when one is set), the new PIN twice */
export function PinForm({ pinSet }: { pinSet: boolean }) {
  const { t } = useTranslation('settings');
  const notify = useNotify();
  const change = useChangePin();
  const headingId = useId();
  const [currentPin, setCurrentPin] = useState('');
  const [newPin, setNewPin] = useState('');
  const [confirmPin, setConfirmPin] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const local: Record<string, string> = {};
    if (pinSet && !fourDigits.test(currentPin)) local.currentPin = t('pin.invalid');
    if (!fourDigits.test(newPin)) local.newPin = t('pin.invalid');
    else if (newPin !== confirmPin) local.confirmPin = t('pin.mismatch');
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    change.mutate(
      { currentPin: pinSet ? currentPin : undefined, newPin },
      {
        onSuccess: () => {
          setCurrentPin('');
          setNewPin('');
          setConfirmPin('');
          notify(t('pin.saved'), 'success');
        },
        onError: (error) => setErrors(fieldErrors(error)),
      },
    );
  };

  const pinField = (name: string, label: string, value: string, set: (value: string) => void) => (
    <Field
      label={label}
      name={name}
      type="password"
      inputMode="numeric"
      autoComplete="off"
      maxLength={4}
      value={value}
      error={errors[name]}
      onChange={(event) => set(event.target.value)}
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
          {pinSet ? pinField('currentPin', t('pin.current'), currentPin, setCurrentPin) : null}
          {pinField('newPin', t('pin.new'), newPin, setNewPin)}
          {pinField('confirmPin', t('pin.confirm'), confirmPin, setConfirmPin)}
        </div>
        <ErrorBox
          message={
            change.isError && Object.keys(errors).length === 0
              ? errorMessage(change.error, t('pin.failed'))
              : null
          }
        />
        <div>
          <Button type="submit" disabled={change.isPending}>
            {change.isPending ? t('pin.saving') : t('pin.save')}
          </Button>
        </div>
      </form>
    </section>
  );
}
