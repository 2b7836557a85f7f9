import { type ExtrasInput, extrasBody } from '@car-rental/domain/contract/pricing';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { ErrorBox } from '../../../components/ui/error-box.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { dinarsText, parseDinars } from '../../../lib/format.ts';
import { useSaveNotice } from '../../../lib/notify.tsx';
import { useForm } from '../../../lib/use-form.ts';
import { useSetExtras } from '../api/price-list.ts';
import { DinarField, formRows } from './form-rows.tsx';

/** the extras priced per day or once (delivery is priced by place) */
const PRICED = [
  'additional_driver',
  'child_seat',
  'gps',
  'unlimited_km',
  'full_insurance',
] as const;
type Priced = (typeof PRICED)[number];

interface ExtraDraft {
  enabled: boolean;
  pricing: 'per_day' | 'once';
  price: string;
  max: string;
}
type Values = Record<Priced, ExtraDraft> & {
  standardDeposit: string;
  insuranceDeposit: string;
  deliveryOn: boolean;
  places: { name: string; price: string }[];
};

const amount = (text: string) => (text.trim() ? (parseDinars(text) ?? Number.NaN) : null);

function draftOf(extras: ExtrasInput | null): Values {
  const extra = (code: Priced): ExtraDraft => {
    const price = extras?.[code];
    return {
      enabled: price?.enabled ?? false,
      pricing: price?.pricing ?? 'per_day',
      price: dinarsText(price?.price ?? null),
      max: dinarsText(price?.max ?? null),
    };
  };
  return {
    additional_driver: extra('additional_driver'),
    child_seat: extra('child_seat'),
    gps: extra('gps'),
    unlimited_km: extra('unlimited_km'),
    full_insurance: extra('full_insurance'),
    standardDeposit: dinarsText(extras?.standardDeposit ?? null),
    insuranceDeposit: dinarsText(extras?.full_insurance.deposit ?? null),
    deliveryOn: extras?.delivery.enabled ?? false,
    places: (extras?.delivery.places ?? []).map((place) => ({
      name: place.name,
      price: dinarsText(place.price),
    })),
  };
}

function extrasInput(values: Values) {
  const extra = (code: Priced) => ({
    enabled: values[code].enabled,
    pricing: values[code].pricing,
    price: amount(values[code].price) ?? 0,
    max: amount(values[code].max),
  });
  return {
    standardDeposit: amount(values.standardDeposit),
    additional_driver: extra('additional_driver'),
    child_seat: extra('child_seat'),
    gps: extra('gps'),
    unlimited_km: extra('unlimited_km'),
    full_insurance: { ...extra('full_insurance'), deposit: amount(values.insuranceDeposit) },
    delivery: {
      enabled: values.deliveryOn,
      places: values.places.map((place) => ({
        name: place.name,
        price: amount(place.price) ?? Number.NaN,
      })),
    },
  };
}

/** Settings → Prices: the extras the agency sells, their prices, and the deposits due */
export function ExtrasForm({ extras, canEdit }: { extras: ExtrasInput | null; canEdit: boolean }) {
  const { t } = useTranslation('pricing');
  const saveNotice = useSaveNotice();
  const save = useSetExtras();
  const form = useForm({
    schema: extrasBody,
    defaultValues: draftOf(extras),
    toInput: extrasInput,
  });
  const values = form.watch();
  const places = formRows<Values, Values['places'][number]>(form, 'places');
  const disabled = !canEdit;

  const submit = form.handleSubmit((input) => {
    saveNotice(save, input, t('extras.saved'), (error) => form.refuse(error, t('extras.failed')));
  });

  return (
    <section
      aria-labelledby="extras-title"
      className="rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900"
    >
      <h2 id="extras-title" className="mb-3 text-lg font-semibold">
        {t('extras.title')}
      </h2>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <div className="grid gap-3 sm:grid-cols-2">
          <DinarField
            label={t('extras.standardDeposit')}
            disabled={disabled}
            {...form.register('standardDeposit')}
            error={form.error('standardDeposit')}
          />
          <DinarField
            label={t('extras.insuranceDeposit')}
            disabled={disabled}
            {...form.register('insuranceDeposit')}
            error={form.error('full_insurance.deposit')}
          />
        </div>
        {PRICED.map((code) => (
          <fieldset
            key={code}
            disabled={disabled}
            className="grid gap-2 rounded-lg border border-slate-200 p-3 sm:grid-cols-4 dark:border-slate-700"
          >
            <legend className="px-1 font-medium">{t(`extras.name.${code}`)}</legend>
            <label className="flex items-center gap-2 text-sm">
              <input type="checkbox" {...form.register(`${code}.enabled`)} />
              {t('extras.offered')}
            </label>
            <SelectField label={t('form.kind')} {...form.register(`${code}.pricing`)}>
              <option value="per_day">{t('extras.perDay')}</option>
              <option value="once">{t('extras.once')}</option>
            </SelectField>
            <DinarField
              label={t('extras.price')}
              {...form.register(`${code}.price`)}
              error={form.error(`${code}.price`)}
            />
            <DinarField
              label={t('extras.max')}
              {...form.register(`${code}.max`)}
              error={form.error(`${code}.max`)}
            />
          </fieldset>
        ))}
        <fieldset
          disabled={disabled}
          className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3 dark:border-slate-700"
        >
          <legend className="px-1 font-medium">{t('extras.name.delivery')}</legend>
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" {...form.register('deliveryOn')} />
            {t('extras.offered')}
          </label>
          {values.places.map((_, index) => (
            <div key={index} className="grid gap-2 sm:grid-cols-3" data-testid="place-row">
              <Field
                label={t('extras.place')}
                maxLength={80}
                {...form.register(`places.${index}.name`)}
                error={form.error(`delivery.places.${index}.name`)}
              />
              <DinarField
                label={t('extras.price')}
                {...form.register(`places.${index}.price`)}
                error={form.error(`delivery.places.${index}.price`)}
              />
              <Button variant="ghost" onClick={() => places.remove(index)}>
                {t('form.removeRow')}
              </Button>
            </div>
          ))}
          <Button
            variant="secondary"
            className="self-start"
            onClick={() => places.add({ name: '', price: '' })}
          >
            {t('extras.addPlace')}
          </Button>
        </fieldset>
        <ErrorBox message={form.failure} />
        {canEdit ? (
          <Button type="submit" className="self-end" disabled={save.isPending}>
            {t('extras.save')}
          </Button>
        ) : null}
      </form>
    </section>
  );
}
