import { closeDrawerBody, type DrawerDay } from '@car-rental/domain/contract/drawers';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { ErrorBox } from '../../../components/ui/error-box.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Ltr } from '../../../components/ui/ltr.tsx';
import { TextAreaField } from '../../../components/ui/textarea-field.tsx';
import { money, parseDinars } from '../../../lib/format.ts';
import { useNotify } from '../../../lib/notify.tsx';
import { isPendingAnswer } from '../../../lib/offline/pending-answer.ts';
import { useForm } from '../../../lib/use-form.ts';
import { useCloseDrawer } from '../api/close-drawer.ts';
import {
  chequesTicked,
  closeInput,
  closeRefusals,
  countDiffers,
  countedOf,
  denominationTotal,
  emptyCount,
} from '../lib/count.ts';
import { ChequeTicks } from './cheque-ticks.tsx';
import { DenominationCount } from './denomination-count.tsx';
import { Difference } from './difference.tsx';

/**
 * The evening count of an open drawer: the cheques present, the cash (typed, or counted by
 * note and coin), what is handed over, and the reason the domain's close rule asks for
 * when the count differs, said before anything is sent.
 */
export function CloseForm({ drawer }: { drawer: DrawerDay }) {
  const { t } = useTranslation('till');
  const notify = useNotify();
  const close = useCloseDrawer();
  const titleId = useId();
  // the rule reads the drawer as it is now (a live refetch may add an entry meanwhile)
  const current = useRef(drawer);
  current.current = drawer;
  const form = useForm({
    schema: closeDrawerBody,
    defaultValues: emptyCount(),
    toInput: (values) => closeInput(values, chequesTicked(current.current, values)),
    check: (values) =>
      closeRefusals(current.current, closeInput(values, chequesTicked(current.current, values))),
  });
  const values = form.watch();
  const total = values.byDenomination ? denominationTotal(values.notes) : undefined;
  const { setValue } = form;
  useEffect(() => {
    if (values.byDenomination) {
      setValue('countedCash', total === undefined ? '' : String(total / 100));
    }
  }, [values.byDenomination, total, setValue]);

  const counted = countedOf(values);
  const ticked = chequesTicked(drawer, values);
  const differs = countDiffers(drawer, counted, ticked);
  const handedOver = parseDinars(values.handedOver) ?? 0;

  const submit = form.handleSubmit((input) => {
    if (close.isPending) return;
    close.mutate(
      { userId: drawer.userId, day: drawer.day, ...input },
      {
        onSuccess: (answer) => {
          if (isPendingAnswer(answer)) notify(answer.message);
          else notify(t('count.closed'), 'success');
        },
        onError: (error) => form.refuse(error, t('count.failed')),
      },
    );
  });

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby={titleId}
      className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id={titleId} className="text-lg font-semibold">
        {t('count.title')}
      </h2>
      <ChequeTicks cheques={drawer.cheques} register={form.register} />
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" {...form.register('byDenomination')} />
        {t('count.byDenomination')}
      </label>
      {values.byDenomination ? (
        <DenominationCount register={form.register} notes={values.notes} />
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label={t('count.countedCash')}
          type="number"
          min={0}
          step={0.01}
          inputMode="decimal"
          required
          readOnly={values.byDenomination}
          {...form.register('countedCash')}
          error={form.error('countedCash')}
        />
        <Field
          label={t('count.handedOver')}
          type="number"
          min={0}
          step={0.01}
          inputMode="decimal"
          {...form.register('handedOver')}
          error={form.error('handedOver')}
        />
      </div>
      <dl className="grid gap-2 text-sm sm:grid-cols-2" aria-live="polite">
        <div className="flex flex-wrap gap-2">
          <dt className="text-slate-500 dark:text-slate-400">{t('figures.difference')}</dt>
          <dd>
            {counted === undefined ? (
              '—'
            ) : (
              <Difference difference={counted - drawer.expectedCash} testId="count-difference" />
            )}
          </dd>
        </div>
        <div className="flex flex-wrap gap-2">
          <dt className="text-slate-500 dark:text-slate-400">{t('figures.nextFloat')}</dt>
          <dd className="font-medium" data-testid="count-next-float">
            {counted === undefined ? '—' : <Ltr>{money(counted - handedOver)}</Ltr>}
          </dd>
        </div>
      </dl>
      <TextAreaField
        label={t('count.reason')}
        rows={2}
        maxLength={500}
        required={differs}
        {...form.register('reason', { onChange: () => form.clearErrors('reason') })}
        hint={differs ? t('count.reasonRequired') : undefined}
        error={form.error('reason')}
      />
      <ErrorBox message={form.failure} />
      <div className="flex justify-end">
        <Button type="submit" disabled={counted === undefined || close.isPending}>
          {close.isPending ? t('count.closing') : t('count.submit')}
        </Button>
      </div>
    </form>
  );
}
