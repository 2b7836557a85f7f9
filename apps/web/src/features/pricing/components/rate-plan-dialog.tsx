import { type RatePlanView, ratePlanBody } from '@car-rental/domain/contract/pricing';
import type { PriceChange } from '@car-rental/domain/pricing/quote';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { ErrorBox } from '../../../components/ui/error-box.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { dinarsText, parseDinars } from '../../../lib/format.ts';
import { useNotify } from '../../../lib/notify.tsx';
import { useForm } from '../../../lib/use-form.ts';
import { type PlanScope, useSetRatePlan } from '../api/price-list.ts';
import { formRows } from './form-rows.tsx';

/** a price as typed: a daily rate in DA or a percentage */
interface PriceDraft {
  kind: PriceChange['kind'];
  value: string;
}
interface SeasonDraft extends PriceDraft {
  name: string;
  /** the days as the date inputs hold them (YYYY-MM-DD); a yearly season drops the year */
  from: string;
  until: string;
  yearly: boolean;
  minDays: string;
}
interface TierDraft extends PriceDraft {
  fromDays: string;
}
interface Values {
  seasons: SeasonDraft[];
  tiers: TierDraft[];
  weekendOn: boolean;
  weekend: PriceDraft;
}

const priceDraft = (price: PriceChange): PriceDraft =>
  price.kind === 'rate'
    ? { kind: 'rate', value: dinarsText(price.rate) }
    : { kind: 'percent', value: String(price.percent) };

const priceInput = (draft: PriceDraft) =>
  draft.kind === 'rate'
    ? { kind: 'rate' as const, rate: parseDinars(draft.value) ?? Number.NaN }
    : { kind: 'percent' as const, percent: draft.value.trim() ? Number(draft.value) : Number.NaN };

/** a yearly day (MM-DD) shown in a date input: this year's, or 2028's for 29 February */
const shownDay = (day: string) =>
  day.length === 10 ? day : `${day === '02-29' ? 2028 : new Date().getFullYear()}-${day}`;

const count = (text: string) => (text.trim() ? Number(text) : null);

function draftOf(plan: RatePlanView | undefined): Values {
  return {
    seasons: (plan?.seasons ?? []).map((season) => ({
      name: season.name,
      from: shownDay(season.from),
      until: shownDay(season.until),
      yearly: season.from.length === 5,
      minDays: season.minDays === null ? '' : String(season.minDays),
      ...priceDraft(season.price),
    })),
    tiers: (plan?.tiers ?? []).map((tier) => ({
      fromDays: String(tier.fromDays),
      ...priceDraft(tier.price),
    })),
    weekendOn: Boolean(plan?.weekend),
    weekend: plan?.weekend ? priceDraft(plan.weekend) : { kind: 'rate', value: '' },
  };
}

/** the body the server takes, from what the form holds */
function planInput(values: Values) {
  return {
    seasons: values.seasons.map((season) => ({
      name: season.name,
      from: season.yearly ? season.from.slice(5) : season.from,
      until: season.yearly ? season.until.slice(5) : season.until,
      price: priceInput(season),
      minDays: count(season.minDays),
    })),
    tiers: values.tiers.map((tier) => ({
      fromDays: count(tier.fromDays) ?? Number.NaN,
      price: priceInput(tier),
    })),
    weekend: values.weekendOn ? priceInput(values.weekend) : null,
  };
}

/** Edit plan (issue 33 §4): a category's or a car's seasons, longer-rental tiers and weekend */
export function RatePlanDialog({
  scope,
  title,
  plan,
  open,
  onOpenChange,
}: {
  scope: PlanScope;
  title: string;
  plan: RatePlanView | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('pricing');
  const notify = useNotify();
  const save = useSetRatePlan();
  const formId = useId();
  const form = useForm({ schema: ratePlanBody, defaultValues: draftOf(plan), toInput: planInput });
  const values = form.watch();
  const seasons = formRows<Values, SeasonDraft>(form, 'seasons');
  const tiers = formRows<Values, TierDraft>(form, 'tiers');

  const close = (next: boolean) => {
    if (!next) {
      form.reset(draftOf(plan));
      save.reset();
    }
    onOpenChange(next);
  };

  const submit = form.handleSubmit((input) => {
    save.mutate(
      { scope, plan: input },
      {
        onSuccess: () => {
          notify(t('form.saved'), 'success');
          onOpenChange(false);
        },
        onError: (error) => form.refuse(error, t('form.failed')),
      },
    );
  });

  /** a price's kind and value; `price` is where the schema holds it ('seasons.0.price') */
  const priceFields = (path: string, draft: PriceDraft, price: string) => (
    <>
      <SelectField label={t('form.kind')} {...form.register(`${path}.kind` as 'weekend.kind')}>
        <option value="rate">{t('form.kindRate')}</option>
        <option value="percent">{t('form.kindPercent')}</option>
      </SelectField>
      <Field
        label={t('form.value')}
        type="number"
        inputMode="decimal"
        step={draft.kind === 'rate' ? 0.01 : 1}
        {...form.register(`${path}.value` as 'weekend.value')}
        error={form.error(`${price}.${draft.kind === 'rate' ? 'rate' : 'percent'}`)}
      />
    </>
  );

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      wide
      title={title}
      footer={
        <>
          <Button variant="secondary" onClick={() => close(false)}>
            {t('actions.cancel', { ns: 'common' })}
          </Button>
          <Button type="submit" form={formId} disabled={save.isPending}>
            {t('form.save')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className="flex flex-col gap-4">
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-1 font-medium">{t('plans.seasons')}</legend>
          {values.seasons.map((season, index) => (
            <div
              key={index}
              data-testid="season-row"
              className="grid gap-2 rounded-lg border border-slate-200 p-3 sm:grid-cols-3 dark:border-slate-700"
            >
              <Field
                label={t('form.name')}
                maxLength={60}
                {...form.register(`seasons.${index}.name`)}
                error={form.error(`seasons.${index}.name`)}
              />
              <Field
                label={t('form.from')}
                type="date"
                {...form.register(`seasons.${index}.from`)}
                error={form.error(`seasons.${index}.from`)}
              />
              <Field
                label={t('form.until')}
                type="date"
                {...form.register(`seasons.${index}.until`)}
                error={form.error(`seasons.${index}.until`)}
              />
              <label className="flex items-center gap-2 text-sm">
                <input type="checkbox" {...form.register(`seasons.${index}.yearly`)} />
                {t('form.yearly')}
              </label>
              {priceFields(`seasons.${index}`, season, `seasons.${index}.price`)}
              <Field
                label={t('form.minDays')}
                type="number"
                inputMode="numeric"
                min={1}
                step={1}
                {...form.register(`seasons.${index}.minDays`)}
                error={form.error(`seasons.${index}.minDays`)}
              />
              <Button variant="ghost" onClick={() => seasons.remove(index)}>
                {t('form.removeRow')}
              </Button>
            </div>
          ))}
          <Button
            variant="secondary"
            className="self-start"
            onClick={() =>
              seasons.add({
                name: '',
                from: '',
                until: '',
                yearly: true,
                kind: 'percent',
                value: '',
                minDays: '',
              })
            }
          >
            {t('form.addSeason')}
          </Button>
        </fieldset>
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-1 font-medium">{t('plans.tiers')}</legend>
          {values.tiers.map((tier, index) => (
            <div key={index} data-testid="tier-row" className="grid gap-2 sm:grid-cols-4">
              <Field
                label={t('form.fromDays')}
                type="number"
                inputMode="numeric"
                min={2}
                step={1}
                {...form.register(`tiers.${index}.fromDays`)}
                error={form.error(`tiers.${index}.fromDays`)}
              />
              {priceFields(`tiers.${index}`, tier, `tiers.${index}.price`)}
              <Button variant="ghost" onClick={() => tiers.remove(index)}>
                {t('form.removeRow')}
              </Button>
            </div>
          ))}
          <ErrorBox message={form.error('tiers')} />
          <Button
            variant="secondary"
            className="self-start"
            onClick={() => tiers.add({ fromDays: '', kind: 'percent', value: '' })}
          >
            {t('form.addTier')}
          </Button>
        </fieldset>
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-1 font-medium">{t('plans.weekend')}</legend>
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" {...form.register('weekendOn')} />
            {t('form.weekendOn')}
          </label>
          {values.weekendOn ? (
            <div className="grid gap-2 sm:grid-cols-2">
              {priceFields('weekend', values.weekend, 'weekend')}
            </div>
          ) : null}
        </fieldset>
        <ErrorBox message={form.failure} />
      </form>
    </Dialog>
  );
}
