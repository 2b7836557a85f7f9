import type { CarView } from '@car-rental/domain/contract/car';
import { extendRentalBody } from '@car-rental/domain/contract/rentals';
import { keptPrice, keptPricingOf } from '@car-rental/domain/pricing/kept';
import {
  defaultExtension,
  extraDays,
  type QuickExtension,
  quickExtension,
  quickExtensionOptions,
} from '@car-rental/domain/rentals/extend-rental';
import { wallClockOf } from '@car-rental/domain/time/zoned-time';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { ErrorBox } from '../../../components/ui/error-box.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Ltr } from '../../../components/ui/ltr.tsx';
import { formatDateTime, getBusinessTimeZone, money } from '../../../lib/format.ts';
import { useNotify } from '../../../lib/notify.tsx';
import { isPendingAnswer } from '../../../lib/offline/pending-answer.ts';
import { useForm } from '../../../lib/use-form.ts';
import { useNow } from '../../../lib/use-now.ts';
import { useExtendRental } from '../api/extend-rental.ts';
import { carName } from '../lib/car-name.ts';
import { dateText, inputsOf, instantFromInputs } from '../lib/wall-time.ts';
import { LapsedPapersOverride, type LapsedPapersOverrideInput } from './lapsed-papers-override.tsx';

const quickKeys = Object.keys(quickExtensionOptions) as QuickExtension[];

export interface ExtendRentalDialogProps {
  car: CarView;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Extend Rental (spec §2): quick extensions or a custom new end, a summary, Cancel / Extend Rental */
export function ExtendRentalDialog({ car, open, onOpenChange }: ExtendRentalDialogProps) {
  const { t } = useTranslation('rentals');
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('extend.title')}
      description={carName(car)}
    >
      {open && car.rental ? (
        <ExtendForm
          key={`${car.id}-${car.rental.rentedUntil}`}
          car={car}
          currentEnd={new Date(car.rental.rentedUntil)}
          onDone={() => onOpenChange(false)}
        />
      ) : null}
    </Dialog>
  );
}

function ExtendForm({
  car,
  currentEnd,
  onDone,
}: {
  car: CarView;
  currentEnd: Date;
  onDone: () => void;
}) {
  const { t } = useTranslation('rentals');
  const { t: tc } = useTranslation();
  const notify = useNotify();
  const extend = useExtendRental();
  const timeZone = getBusinessTimeZone();
  const form = useForm({
    schema: extendRentalBody,
    defaultValues: {
      ...inputsOf(defaultExtension(currentEnd, timeZone), timeZone),
      quick: null as QuickExtension | null,
    },
    toInput: ({ date, time }) => ({
      newEndDate: instantFromInputs(date, time, timeZone)?.toISOString(),
    }),
  });
  const inputs = form.watch();
  const quick = inputs.quick;

  const newEnd = instantFromInputs(inputs.date, inputs.time, timeZone);
  const now = useNow();
  const inPast = newEnd !== null && newEnd.getTime() < now.getTime();
  const today = dateText(wallClockOf(now, timeZone));
  /**
   * what the rental costs to the new end, by the prices the booking kept (decision 0046; its
   * daily rate times its days when it kept none): the return charges it
   */
  const rental = car.rental;
  const newPrice =
    newEnd && rental && newEnd.getTime() > new Date(rental.rentedFrom).getTime()
      ? keptPrice(
          { dailyRate: car.dailyRate ?? 0, pricing: keptPricingOf(rental.pricing) },
          new Date(rental.rentedFrom),
          newEnd,
        )
      : null;

  const pickQuick = (option: QuickExtension) => {
    const { date, time } = inputsOf(quickExtension(currentEnd, option), timeZone);
    form.setValue('quick', option);
    form.setValue('date', date);
    form.setValue('time', time);
  };
  /** a date or time typed is no quick extension any more */
  const typed = { onChange: () => form.setValue('quick', null) };

  const send = (override?: LapsedPapersOverrideInput) =>
    form.handleSubmit((input) => {
      if (!newEnd || inPast) return;
      extend.mutate(
        { carId: car.id, ...input, ...(override ? { overrideLapsedPapers: override } : {}) },
        {
          onSuccess: (updated) => {
            notify(
              isPendingAnswer(updated)
                ? updated.message
                : t('extend.success', {
                    date: formatDateTime(updated.rental?.rentedUntil ?? newEnd),
                  }),
            );
            onDone();
          },
          onError: (error) => form.refuse(error, t('extend.failed'), { always: true }),
        },
      );
    });
  const submit = send();

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-slate-700 dark:text-slate-300">
          {t('extend.quick')}
        </legend>
        <div className="flex flex-wrap gap-2">
          {quickKeys.map((option) => (
            <Button
              key={option}
              size="sm"
              variant={quick === option ? 'primary' : 'secondary'}
              aria-pressed={quick === option}
              onClick={() => pickQuick(option)}
            >
              {t(`extend.quickOptions.${option}`)}
            </Button>
          ))}
        </div>
      </fieldset>
      <fieldset className="grid gap-3 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-medium text-slate-700 dark:text-slate-300">
          {t('extend.custom')}
        </legend>
        <Field
          label={t('extend.newEndDate')}
          type="date"
          min={today}
          required
          {...form.register('date', typed)}
        />
        <Field
          label={t('extend.newEndTime')}
          type="time"
          required
          {...form.register('time', typed)}
        />
      </fieldset>
      <section
        aria-label={t('extend.summary')}
        className="rounded-lg bg-slate-50 p-3 text-sm dark:bg-slate-800/60"
      >
        <h3 className="mb-1 font-medium">{t('extend.summary')}</h3>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          <dt className="text-slate-600 dark:text-slate-400">{t('extend.currentEnd')}</dt>
          <dd data-testid="extend-current-end">{formatDateTime(currentEnd)}</dd>
          <dt className="text-slate-600 dark:text-slate-400">{t('extend.newEnd')}</dt>
          <dd data-testid="extend-new-end">{newEnd ? formatDateTime(newEnd) : tc('na')}</dd>
          <dt className="text-slate-600 dark:text-slate-400">{t('extend.extraDays')}</dt>
          <dd data-testid="extend-extra-days">
            {tc('days', { count: newEnd ? extraDays(currentEnd, newEnd) : 0 })}
          </dd>
          <dt className="text-slate-600 dark:text-slate-400">{t('extend.newPrice')}</dt>
          <dd data-testid="extension-price" className="font-semibold">
            {newPrice === null ? tc('na') : <Ltr>{money(newPrice)}</Ltr>}
          </dd>
        </dl>
      </section>
      {inPast ? <ErrorBox message={t('extend.inPast')} /> : null}
      <ErrorBox message={form.failure} />
      <LapsedPapersOverride
        error={extend.error}
        pending={extend.isPending}
        onOverride={(override) => void send(override)()}
      />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onDone}>
          {tc('actions.cancel')}
        </Button>
        <Button type="submit" disabled={!newEnd || inPast || extend.isPending}>
          {extend.isPending ? t('extend.extending') : t('extend.submit')}
        </Button>
      </div>
    </form>
  );
}
