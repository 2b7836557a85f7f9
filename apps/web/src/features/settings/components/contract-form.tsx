import {
  type ContractSettings,
  contractSettingsBody,
} from '@car-rental/domain/contract/inspections';
import { X } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { ErrorBox } from '../../../components/ui/error-box.tsx';
import { Field, inputClass } from '../../../components/ui/field.tsx';
import { dinarsText, parseDinars } from '../../../lib/format.ts';
import { useSaveNotice } from '../../../lib/notify.tsx';
import { useForm } from '../../../lib/use-form.ts';
import { useUpdateContractSettings } from '../api/update-contract-settings.ts';

const MAX_ACCESSORIES = 20;
const MAX_ACCESSORY_LENGTH = 100;
const MAX_TERMS_LENGTH = 20_000;
const MAX_KM_ALLOWANCE = 100_000;
const MAX_GRACE_MINUTES = 24 * 60;

/** the amounts typed in DA, sent in centimes */
const priceFields = ['fuelPricePerEighth', 'pricePerKm', 'latePricePerHour'] as const;
type PriceName = (typeof priceFields)[number];
/** the whole numbers */
type CountName = 'kmAllowancePerDay' | 'lateGraceMinutes';

const countMaximum: Record<CountName, number> = {
  kmAllowancePerDay: MAX_KM_ALLOWANCE,
  lateGraceMinutes: MAX_GRACE_MINUTES,
};

/** a whole number from 0 to max; undefined otherwise */
function wholeNumber(text: string, max: number): number | undefined {
  const value = Number(text.trim());
  if (!text.trim() || !Number.isInteger(value)) return undefined;
  return value >= 0 && value <= max ? value : undefined;
}

/**
 * Settings → Rental contract: the prices of the return's charges (fuel, extra km, lateness),
 * the km allowance, the grace time, the agency's own accessories and the contract's terms.
 * Owners edit it; everyone else reads it (the controls are disabled).
 */
export function ContractForm({
  settings,
  canEdit,
}: {
  settings: ContractSettings;
  canEdit: boolean;
}) {
  const { t } = useTranslation('settings');
  const saveNotice = useSaveNotice();
  const save = useUpdateContractSettings();
  const headingId = useId();
  const readOnlyId = useId();
  const kmId = useId();
  const kmHintId = useId();
  const accessoryId = useId();
  const termsId = useId();
  const form = useForm({
    schema: contractSettingsBody,
    defaultValues: {
      fuelPricePerEighth: dinarsText(settings.fuelPricePerEighth),
      kmAllowancePerDay: String(settings.kmAllowancePerDay),
      pricePerKm: dinarsText(settings.pricePerKm),
      lateGraceMinutes: String(settings.lateGraceMinutes),
      latePricePerHour: dinarsText(settings.latePricePerHour),
      accessories: settings.accessories,
      newAccessory: '',
      terms: settings.terms,
    },
    check: (values) => {
      const found: Record<string, string> = {};
      for (const name of priceFields) {
        const amount = parseDinars(values[name]);
        if (amount === undefined || amount < 0) found[name] = t('contract.priceError');
      }
      for (const name of ['kmAllowancePerDay', 'lateGraceMinutes'] as const) {
        if (wholeNumber(values[name], countMaximum[name]) === undefined) {
          found[name] = t(`contract.${name}Error`);
        }
      }
      if (values.terms.length > MAX_TERMS_LENGTH) {
        found.terms = t('contract.termsTooLong', { max: MAX_TERMS_LENGTH.toLocaleString('en') });
      }
      return found;
    },
    toInput: (values) => ({
      ...Object.fromEntries(priceFields.map((name) => [name, parseDinars(values[name])])),
      kmAllowancePerDay: wholeNumber(values.kmAllowancePerDay, MAX_KM_ALLOWANCE),
      lateGraceMinutes: wholeNumber(values.lateGraceMinutes, MAX_GRACE_MINUTES),
      accessories: values.accessories,
      terms: values.terms,
    }),
  });
  const accessories = form.watch('accessories');
  const errors = {
    kmAllowancePerDay: form.error('kmAllowancePerDay'),
    terms: form.error('terms'),
  };
  const disabled = !canEdit;

  const addAccessory = () => {
    const label = form.getValues('newAccessory').trim();
    const refuse = (message: string) => form.setError('newAccessory', { type: 'check', message });
    if (!label) return refuse(t('contract.accessoryRequired'));
    if (label.length > MAX_ACCESSORY_LENGTH) {
      return refuse(t('contract.accessoryTooLong', { max: MAX_ACCESSORY_LENGTH }));
    }
    if (accessories.some((item) => item.toLowerCase() === label.toLowerCase())) {
      return refuse(t('contract.accessoryDuplicate', { name: label }));
    }
    if (accessories.length >= MAX_ACCESSORIES) {
      return refuse(t('contract.accessoriesFull', { max: MAX_ACCESSORIES }));
    }
    form.setValue('accessories', [...accessories, label]);
    form.setValue('newAccessory', '');
    form.clearErrors('newAccessory');
  };

  const submit = form.handleSubmit((input) => {
    if (!canEdit) return;
    saveNotice(save, input, t('contract.saved'), (error) =>
      form.refuse(error, t('contract.failed')),
    );
  });

  const priceField = (name: PriceName) => (
    <Field
      key={name}
      label={t(`contract.${name}`)}
      type="number"
      inputMode="decimal"
      min={0}
      step={0.01}
      {...form.register(name)}
      error={form.error(name)}
      disabled={disabled}
    />
  );

  const listError = form.error('accessories');
  const describe = (id: string, error: string | undefined, hint?: string) =>
    [error ? `${id}-error` : null, hint ?? null].filter(Boolean).join(' ') || undefined;

  return (
    <section
      aria-labelledby={headingId}
      aria-describedby={canEdit ? undefined : readOnlyId}
      className="rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900"
    >
      <h2 id={headingId} className="text-lg font-semibold">
        {t('contract.title')}
      </h2>
      <p className="mb-2 text-sm text-slate-600 dark:text-slate-400">{t('contract.hint')}</p>
      {canEdit ? null : (
        <p
          id={readOnlyId}
          data-testid="contract-read-only"
          className="mb-2 rounded-lg bg-slate-50 p-3 text-sm text-slate-700 dark:bg-slate-800/60 dark:text-slate-300"
        >
          {t('contract.readOnly')}
        </p>
      )}
      <form onSubmit={submit} noValidate className="mt-2 flex flex-col gap-4">
        <fieldset className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <legend className="mb-2 text-sm font-semibold">{t('contract.prices')}</legend>
          {priceField('fuelPricePerEighth')}
          <div className="flex flex-col gap-1">
            <Field
              id={kmId}
              label={t('contract.kmAllowancePerDay')}
              type="number"
              inputMode="numeric"
              min={0}
              max={MAX_KM_ALLOWANCE}
              step={1}
              {...form.register('kmAllowancePerDay')}
              error={errors.kmAllowancePerDay}
              disabled={disabled}
              aria-describedby={describe(kmId, errors.kmAllowancePerDay, kmHintId)}
            />
            <p id={kmHintId} className="text-xs text-slate-600 dark:text-slate-400">
              {t('contract.kmAllowanceHint')}
            </p>
          </div>
          {priceField('pricePerKm')}
          <Field
            label={t('contract.lateGraceMinutes')}
            type="number"
            inputMode="numeric"
            min={0}
            max={MAX_GRACE_MINUTES}
            step={1}
            {...form.register('lateGraceMinutes')}
            error={form.error('lateGraceMinutes')}
            disabled={disabled}
          />
          {priceField('latePricePerHour')}
        </fieldset>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-semibold">{t('contract.accessories')}</legend>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {t('contract.accessoriesHint', { max: MAX_ACCESSORIES })}
          </p>
          {accessories.length === 0 ? (
            <p className="text-sm text-slate-500 dark:text-slate-400">
              {t('contract.noAccessories')}
            </p>
          ) : (
            <ul aria-label={t('contract.accessories')} className="flex flex-wrap gap-2">
              {accessories.map((item, index) => (
                <li
                  key={item}
                  className="flex items-center gap-1 rounded-full border border-slate-300 py-0.5 ps-3 pe-1 text-sm dark:border-slate-600"
                >
                  <span>{item}</span>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={t('contract.removeAccessory', { name: item })}
                    disabled={disabled}
                    onClick={() => {
                      form.setValue(
                        'accessories',
                        accessories.filter((_, other) => other !== index),
                      );
                      form.clearErrors('newAccessory');
                    }}
                  >
                    <X size={14} aria-hidden />
                  </Button>
                </li>
              ))}
            </ul>
          )}
          <div className="flex flex-wrap items-end gap-2">
            <Field
              id={accessoryId}
              label={t('contract.newAccessory')}
              maxLength={MAX_ACCESSORY_LENGTH}
              disabled={disabled}
              {...form.register('newAccessory', {
                onChange: () => form.clearErrors('newAccessory'),
              })}
              error={form.error('newAccessory')}
              className="w-64"
              onKeyDown={(event) => {
                // Enter adds the item instead of saving the whole form
                if (event.key === 'Enter') {
                  event.preventDefault();
                  addAccessory();
                }
              }}
            />
            <Button variant="secondary" onClick={addAccessory} disabled={disabled}>
              {t('contract.addAccessory')}
            </Button>
          </div>
          {listError ? (
            <p role="alert" className="text-sm text-red-600 dark:text-red-400">
              {listError}
            </p>
          ) : null}
        </fieldset>
        <div className="flex flex-col gap-1">
          <label
            htmlFor={termsId}
            className="text-sm font-medium text-slate-700 dark:text-slate-300"
          >
            {t('contract.terms')}
          </label>
          <textarea
            id={termsId}
            rows={10}
            maxLength={MAX_TERMS_LENGTH}
            {...form.register('terms')}
            disabled={disabled}
            className={inputClass}
            aria-invalid={errors.terms ? true : undefined}
            aria-describedby={errors.terms ? `${termsId}-error` : undefined}
          />
          {errors.terms ? (
            <p id={`${termsId}-error`} className="text-sm text-red-600 dark:text-red-400">
              {errors.terms}
            </p>
          ) : null}
        </div>
        <ErrorBox message={form.failure} />
        <div>
          <Button type="submit" disabled={disabled || save.isPending}>
            {save.isPending ? t('contract.saving') : t('contract.save')}
          </Button>
        </div>
      </form>
    </section>
  );
}
