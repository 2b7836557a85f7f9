import {
  type BookingPageSettings,
  bookingPageSettings,
} from '@car-rental/domain/contract/booking-page';
import { carCategories } from '@car-rental/domain/pricing/price-list';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { ErrorBox } from '../../../components/ui/error-box.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Ltr } from '../../../components/ui/ltr.tsx';
import { TextAreaField } from '../../../components/ui/textarea-field.tsx';
import { useDataMode } from '../../../lib/data-mode.ts';
import { useSaveNotice } from '../../../lib/notify.tsx';
import { useForm } from '../../../lib/use-form.ts';
import { useUpdateBookingPageSettings } from '../api/update-booking-page-settings.ts';

/** the whole numbers of the form and their bounds (the contract's) */
const counts = {
  minNoticeHours: { min: 0, max: 168 },
  maxDays: { min: 1, max: 90 },
  holdHours: { min: 1, max: 72 },
} as const;
type CountName = keyof typeof counts;
const countNames = Object.keys(counts) as CountName[];

/** a whole number within the bounds; undefined otherwise */
function wholeNumber(text: string, { min, max }: { min: number; max: number }) {
  const value = Number(text.trim());
  if (!text.trim() || !Number.isInteger(value)) return undefined;
  return value >= min && value <= max ? value : undefined;
}

/** where customers book: the page this server serves at /book */
export const publicBookingLink = () => `${window.location.origin}/book`;

/**
 * Settings → Booking page (issue 34 §5, decision 0048): open or closed, the categories it
 * offers, the notice, the longest booking, the hold time, the agency's words on the page,
 * and its public link. The owner edits it; a manager reads it (the controls are disabled).
 */
export function BookingPageForm({
  settings,
  canEdit,
}: {
  settings: BookingPageSettings;
  canEdit: boolean;
}) {
  const { t } = useTranslation('bookingDesk');
  const { t: tp } = useTranslation('pricing');
  const saveNotice = useSaveNotice();
  const save = useUpdateBookingPageSettings();
  const headingId = useId();
  const readOnlyId = useId();
  const [copied, setCopied] = useState(false);
  const form = useForm({
    schema: bookingPageSettings,
    defaultValues: {
      enabled: settings.enabled,
      categories: settings.categories as string[],
      minNoticeHours: String(settings.minNoticeHours),
      maxDays: String(settings.maxDays),
      holdHours: String(settings.holdHours),
      address: settings.address,
      hours: settings.hours,
      terms: settings.terms,
    },
    check: (values) =>
      Object.fromEntries(
        countNames.map((name) => [
          name,
          wholeNumber(values[name], counts[name]) === undefined
            ? t('settings.wholeNumber', counts[name])
            : undefined,
        ]),
      ),
    toInput: (values) => ({
      ...values,
      // the boxes' order, not the order they were ticked in
      categories: carCategories.filter((category) => values.categories.includes(category)),
      ...Object.fromEntries(
        countNames.map((name) => [name, wholeNumber(values[name], counts[name])]),
      ),
    }),
  });
  const disabled = !canEdit;
  const link = publicBookingLink();
  // the demo's page runs in this browser, its requests to the demo's desk (decision 0048)
  const demo = useDataMode() === 'demo';

  const submit = form.handleSubmit((input) => {
    if (!canEdit) return;
    saveNotice(save, input, t('settings.saved'), (error) =>
      form.refuse(error, t('settings.failed')),
    );
  });

  const countField = (name: CountName, hint?: string) => (
    <div className="flex flex-col gap-1">
      <Field
        label={t(`settings.${name}`)}
        type="number"
        inputMode="numeric"
        min={counts[name].min}
        max={counts[name].max}
        step={1}
        {...form.register(name)}
        error={form.error(name)}
        disabled={disabled}
      />
      {hint ? <p className="text-xs text-slate-600 dark:text-slate-400">{hint}</p> : null}
    </div>
  );
  const categoriesError = form.error('categories');

  return (
    <section
      aria-labelledby={headingId}
      aria-describedby={canEdit ? undefined : readOnlyId}
      data-testid="booking-page-settings"
      className="rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900"
    >
      <h2 id={headingId} className="text-lg font-semibold">
        {t('settings.title')}
      </h2>
      <p className="mb-2 text-sm text-slate-600 dark:text-slate-400">{t('settings.hint')}</p>
      {canEdit ? null : (
        <p
          id={readOnlyId}
          data-testid="booking-page-read-only"
          className="mb-2 rounded-lg bg-slate-50 p-3 text-sm text-slate-700 dark:bg-slate-800/60 dark:text-slate-300"
        >
          {t('settings.readOnly')}
        </p>
      )}
      {demo ? (
        <div className="mb-4 flex flex-col gap-1 text-sm">
          <Link
            to="/demo/book"
            data-testid="demo-booking-page-link"
            className="font-medium text-blue-700 underline dark:text-blue-300"
          >
            {t('settings.demoLink')}
          </Link>
          <span className="text-xs text-slate-600 dark:text-slate-400">
            {t('settings.demoLinkHint')}
          </span>
        </div>
      ) : (
        <div className="mb-4 flex flex-wrap items-center gap-2 text-sm">
          <span className="font-medium">{t('settings.link')}:</span>
          <Ltr>
            <a
              href={link}
              target="_blank"
              rel="noreferrer"
              data-testid="booking-page-link"
              className="text-blue-700 underline dark:text-blue-300"
            >
              {link}
            </a>
          </Ltr>
          <Button
            size="sm"
            variant="secondary"
            onClick={() =>
              void navigator.clipboard?.writeText(link).then(
                () => setCopied(true),
                () => setCopied(false),
              )
            }
          >
            {copied ? t('settings.copied') : t('settings.copy')}
          </Button>
          <span className="basis-full text-xs text-slate-600 dark:text-slate-400">
            {t('settings.linkHint')}
          </span>
        </div>
      )}
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <div className="flex flex-col gap-1">
          <label className="flex items-center gap-2 text-sm font-medium">
            <input type="checkbox" {...form.register('enabled')} disabled={disabled} />
            {t('settings.enabled')}
          </label>
          <p className="text-xs text-slate-600 dark:text-slate-400">{t('settings.enabledHint')}</p>
        </div>
        <fieldset
          className="flex flex-col gap-2"
          aria-describedby={categoriesError ? `${headingId}-categories-error` : undefined}
        >
          <legend className="mb-1 text-sm font-semibold">{t('settings.categories')}</legend>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {t('settings.categoriesHint')}
          </p>
          <div className="flex flex-wrap gap-x-5 gap-y-2">
            {carCategories.map((category) => (
              <label key={category} className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  value={category}
                  {...form.register('categories')}
                  disabled={disabled}
                />
                {tp(`category.${category}`)}
              </label>
            ))}
          </div>
          {categoriesError ? (
            <p
              id={`${headingId}-categories-error`}
              className="text-sm text-red-600 dark:text-red-400"
            >
              {categoriesError}
            </p>
          ) : null}
        </fieldset>
        <fieldset className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <legend className="mb-2 text-sm font-semibold">{t('settings.limits')}</legend>
          {countField('minNoticeHours', t('settings.minNoticeHint'))}
          {countField('maxDays')}
          {countField('holdHours', t('settings.holdHint'))}
        </fieldset>
        <TextAreaField
          label={t('settings.address')}
          rows={2}
          maxLength={300}
          {...form.register('address')}
          error={form.error('address')}
          disabled={disabled}
        />
        <TextAreaField
          label={t('settings.hours')}
          rows={2}
          maxLength={300}
          {...form.register('hours')}
          error={form.error('hours')}
          disabled={disabled}
        />
        <TextAreaField
          label={t('settings.terms')}
          rows={6}
          maxLength={5_000}
          {...form.register('terms')}
          error={form.error('terms')}
          disabled={disabled}
        />
        <ErrorBox message={form.failure} />
        {canEdit ? (
          <div>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? t('settings.saving') : t('settings.save')}
            </Button>
          </div>
        ) : null}
      </form>
    </section>
  );
}
