import { type BusinessSettings, businessSettingsBody } from '@car-rental/domain/contract/settings';
import { MAX_NO_SHOW_DELAY_MINUTES } from '@car-rental/domain/rentals/reservations';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { ErrorBox } from '../../../components/ui/error-box.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { useSaveNotice } from '../../../lib/notify.tsx';
import { useForm } from '../../../lib/use-form.ts';
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
  const saveNotice = useSaveNotice();
  const save = useUpdateSettings();
  const headingId = useId();
  const delayId = useId();
  const delayHintId = useId();
  const form = useForm({
    schema: businessSettingsBody,
    defaultValues: {
      businessName: settings.businessName ?? '',
      businessAddress: settings.businessAddress ?? '',
      businessPhone: settings.businessPhone ?? '',
      businessEmail: settings.businessEmail ?? '',
      businessLogo: settings.businessLogo ?? '',
      rc: settings.rc ?? '',
      nif: settings.nif ?? '',
      nis: settings.nis ?? '',
      ai: settings.ai ?? '',
      vatOn: settings.vatRateBp !== null,
      vatRate: settings.vatRateBp === null ? '19' : String(settings.vatRateBp / 100),
      noShowDelayMinutes: String(settings.noShowDelayMinutes),
    },
    check: (values) => ({
      vatRateBp:
        values.vatOn && basisPoints(values.vatRate) === undefined
          ? t('business.vatRateError')
          : undefined,
      noShowDelayMinutes:
        delayMinutes(values.noShowDelayMinutes) === undefined
          ? t('business.noShowDelayError')
          : undefined,
    }),
    toInput: ({ vatOn, vatRate, noShowDelayMinutes, ...values }) => ({
      ...values,
      vatRateBp: vatOn ? basisPoints(vatRate) : null,
      noShowDelayMinutes: delayMinutes(noShowDelayMinutes),
    }),
    fields: [
      ...textFields.map(([name]) => name),
      'businessLogo',
      ...identifierFields,
      'vatRateBp',
      'noShowDelayMinutes',
    ],
  });
  const vatOn = form.watch('vatOn');
  const delayError = form.error('noShowDelayMinutes');

  const submit = form.handleSubmit((input) => {
    saveNotice(save, input, t('business.saved'), (error) =>
      form.refuse(error, t('business.failed')),
    );
  });

  const field = (name: TextName, label: string, type = 'text') => (
    <Field key={name} label={label} type={type} {...form.register(name)} error={form.error(name)} />
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
            value={form.watch('businessLogo')}
            error={form.error('businessLogo')}
            onChange={(businessLogo) => form.setValue('businessLogo', businessLogo)}
          />
        </div>
        <fieldset className="grid gap-4 sm:grid-cols-4">
          <legend className="mb-2 text-sm font-semibold">{t('business.identifiers')}</legend>
          {identifierFields.map((name) => field(name, t(`business.${name}`)))}
        </fieldset>
        <fieldset className="flex flex-wrap items-end gap-4">
          <legend className="mb-2 text-sm font-semibold">{t('business.vat')}</legend>
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" {...form.register('vatOn')} className="size-4" />
            {t('business.vatOn')}
          </label>
          {vatOn ? (
            <Field
              label={t('business.vatRate')}
              type="number"
              inputMode="decimal"
              min={0.01}
              max={100}
              step={0.01}
              {...form.register('vatRate')}
              error={form.error('vatRateBp')}
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
            type="number"
            inputMode="numeric"
            min={0}
            max={MAX_NO_SHOW_DELAY_MINUTES}
            step={1}
            {...form.register('noShowDelayMinutes')}
            error={delayError}
            aria-describedby={delayError ? `${delayId}-error ${delayHintId}` : delayHintId}
            className="w-56"
          />
          <p id={delayHintId} className="basis-full text-sm text-slate-600 dark:text-slate-400">
            {t('business.noShowDelayHint')}
          </p>
        </fieldset>
        <ErrorBox message={form.failure} />
        <div>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? t('business.saving') : t('business.save')}
          </Button>
        </div>
      </form>
    </section>
  );
}
