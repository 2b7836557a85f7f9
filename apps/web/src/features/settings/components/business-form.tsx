import type { BusinessSettings } from '@car-rental/domain/contract/settings';
import { MAX_NO_SHOW_DELAY_MINUTES } from '@car-rental/domain/rentals/reservations';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { ErrorBox } from '../../../components/ui/error-box.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { fieldErrors } from '../../../lib/field-errors.ts';
import { useNotify } from '../../../lib/notify.tsx';
import { useUpdateSettings } from '../api/update-settings.ts';
import { LogoField } from './logo-field.tsx';

const textFields = [
  ['businessName', 'name', 'text'],
  ['businessAddress', 'address', 'text'],
  ['businessPhone', 'phone', 'tel'],
  ['businessEmail', 'email', 'email'],
] as const;
const identifierFields = ['rc', 'nif', 'nis', 'ai'] as const;
type TextName = (typeof textFields)[number][0] | 'businessLogo' | (typeof identifierFields)[number];

/** '19' % -> 1900 basis points; undefined when not a rate in (0, 100] */
function basisPoints(text: string): number | undefined {
  const value = Number(text.trim().replace(',', '.'));
  if (!text.trim() || !Number.isFinite(value)) return undefined;
  const bp = Math.round(value * 100);
  return bp >= 1 && bp <= 10_000 ? bp : undefined;
}

/** the no-show delay's whole minutes, 0 to 7 days; undefined otherwise */
function delayMinutes(text: string): number | undefined {
  const value = Number(text.trim());
  if (!text.trim() || !Number.isInteger(value)) return undefined;
  return value >= 0 && value <= MAX_NO_SHOW_DELAY_MINUTES ? value : undefined;
}

/**
 * business name, address, phone, e-mail, logo (a URL or an upload), RC/NIF/NIS/AI, the VAT
 * rate and the no-show delay of reservations
 */
export function BusinessForm({ settings }: { settings: BusinessSettings }) {
  const { t } = useTranslation('settings');
  const notify = useNotify();
  const save = useUpdateSettings();
  const headingId = useId();
  const delayId = useId();
  const delayHintId = useId();
  const [values, setValues] = useState<Record<TextName, string>>(() => ({
    businessName: settings.businessName ?? '',
    businessAddress: settings.businessAddress ?? '',
    businessPhone: settings.businessPhone ?? '',
    businessEmail: settings.businessEmail ?? '',
    businessLogo: settings.businessLogo ?? '',
    rc: settings.rc ?? '',
    nif: settings.nif ?? '',
    nis: settings.nis ?? '',
    ai: settings.ai ?? '',
  }));
  const [vatOn, setVatOn] = useState(settings.vatRateBp !== null);
  const [vatRate, setVatRate] = useState(
    settings.vatRateBp === null ? '19' : String(settings.vatRateBp / 100),
  );
  const [noShowDelay, setNoShowDelay] = useState(String(settings.noShowDelayMinutes));
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const bp = vatOn ? basisPoints(vatRate) : null;
    const delay = delayMinutes(noShowDelay);
    if (bp === undefined || delay === undefined) {
      setErrors({
        ...(bp === undefined ? { vatRateBp: t('business.vatRateError') } : {}),
        ...(delay === undefined ? { noShowDelayMinutes: t('business.noShowDelayError') } : {}),
      });
      return;
    }
    setErrors({});
    save.mutate(
      { ...values, vatRateBp: bp, noShowDelayMinutes: delay },
      {
        onSuccess: () => notify(t('business.saved'), 'success'),
        onError: (error) => setErrors(fieldErrors(error)),
      },
    );
  };

  const field = (name: TextName, label: string, type = 'text') => (
    <Field
      key={name}
      label={label}
      name={name}
      type={type}
      value={values[name]}
      error={errors[name]}
      onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
    />
  );

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900"
    >
      <h2 id={headingId} className="text-lg font-semibold">
        {t('business.title')}
      </h2>
      <p className="mb-4 text-sm text-slate-600 dark:text-slate-400">{t('business.hint')}</p>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          {textFields.map(([name, key, type]) => field(name, t(`business.${key}`), type))}
          <LogoField
            value={values.businessLogo}
            error={errors.businessLogo}
            onChange={(businessLogo) => setValues((current) => ({ ...current, businessLogo }))}
          />
        </div>
        <fieldset className="grid gap-4 sm:grid-cols-4">
          <legend className="mb-2 text-sm font-semibold">{t('business.identifiers')}</legend>
          {identifierFields.map((name) => field(name, t(`business.${name}`)))}
        </fieldset>
        <fieldset className="flex flex-wrap items-end gap-4">
          <legend className="mb-2 text-sm font-semibold">{t('business.vat')}</legend>
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              name="vatOn"
              checked={vatOn}
              onChange={(event) => setVatOn(event.target.checked)}
              className="size-4"
            />
            {t('business.vatOn')}
          </label>
          {vatOn ? (
            <Field
              label={t('business.vatRate')}
              name="vatRate"
              type="number"
              inputMode="decimal"
              min={0.01}
              max={100}
              step={0.01}
              value={vatRate}
              error={errors.vatRateBp}
              onChange={(event) => setVatRate(event.target.value)}
              className="w-40"
            />
          ) : null}
          <p className="basis-full text-sm text-slate-600 dark:text-slate-400">
            {t('business.vatHint')}
          </p>
        </fieldset>
        <fieldset className="flex flex-wrap items-end gap-4">
          <legend className="mb-2 text-sm font-semibold">{t('business.reservations')}</legend>
          <Field
            id={delayId}
            label={t('business.noShowDelay')}
            name="noShowDelayMinutes"
            type="number"
            inputMode="numeric"
            min={0}
            max={MAX_NO_SHOW_DELAY_MINUTES}
            step={1}
            value={noShowDelay}
            error={errors.noShowDelayMinutes}
            aria-describedby={
              errors.noShowDelayMinutes ? `${delayId}-error ${delayHintId}` : delayHintId
            }
            onChange={(event) => setNoShowDelay(event.target.value)}
            className="w-56"
          />
          <p id={delayHintId} className="basis-full text-sm text-slate-600 dark:text-slate-400">
            {t('business.noShowDelayHint')}
          </p>
        </fieldset>
        <ErrorBox
          message={
            save.isError && Object.keys(errors).length === 0
              ? errorMessage(save.error, t('business.failed'))
              : null
          }
        />
        <div>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? t('business.saving') : t('business.save')}
          </Button>
        </div>
      </form>
    </section>
  );
}
