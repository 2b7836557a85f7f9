import { noShowBody, type Reservation } from '@car-rental/domain/contract/rentals';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { ErrorBox } from '../../../components/ui/error-box.tsx';
import { Ltr } from '../../../components/ui/ltr.tsx';
import { formatDateTime, money } from '../../../lib/format.ts';
import { useNotify } from '../../../lib/notify.tsx';
import { isPendingAnswer } from '../../../lib/offline/pending-answer.ts';
import { useForm } from '../../../lib/use-form.ts';
import { useMarkNoShow } from '../api/reservations.ts';
import { carName } from '../lib/car-name.ts';

type Choice = 'keep' | 'refund';
const choices: Choice[] = ['keep', 'refund'];

/**
 * Mark a reservation a no-show once its pickup time has passed by the Settings delay. An
 * advance is kept or refunded, as the desk chooses; with nothing paid there is no choice.
 */
export function NoShowDialog({
  reservation,
  onOpenChange,
}: {
  reservation: Reservation;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('reservations');
  const { t: tc } = useTranslation();
  const notify = useNotify();
  const noShow = useMarkNoShow();
  const advance = reservation.advancePaid;
  const amount = money(advance);
  const form = useForm({
    schema: noShowBody,
    defaultValues: { choice: '' as Choice | '' },
    check: ({ choice }) => ({
      choice: advance > 0 && !choice ? t('noShow.choiceRequired') : undefined,
    }),
    toInput: ({ choice }) => ({ refund: advance > 0 && choice === 'refund' }),
  });
  const missing = form.error('choice');
  const errorId = useId();

  const submit = form.handleSubmit(({ refund }) => {
    noShow.mutate(
      { rentalId: reservation.id, refund },
      {
        onSuccess: (answer) => {
          if (isPendingAnswer(answer)) notify(answer.message);
          else if (advance === 0) notify(t('noShow.success'), 'success');
          else if (refund) notify(t('noShow.successRefund', { amount }), 'success');
          else notify(t('noShow.successKept', { amount }), 'success');
          onOpenChange(false);
        },
        onError: (error) => form.refuse(error, t('noShow.failed'), { always: true }),
      },
    );
  });

  return (
    <Dialog
      open
      onOpenChange={onOpenChange}
      title={t('noShow.title')}
      description={t('noShow.message', {
        car: carName(reservation),
        customer: reservation.customerName,
        time: formatDateTime(reservation.startDate),
      })}
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        {advance > 0 ? (
          <fieldset
            className="flex flex-col gap-1.5"
            aria-describedby={missing ? errorId : undefined}
          >
            <legend className="mb-1 text-sm font-medium text-slate-700 dark:text-slate-300">
              {t('noShow.advance')}
            </legend>
            {choices.map((option) => (
              <label key={option} className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  value={option}
                  {...form.register('choice', { onChange: () => form.clearErrors('choice') })}
                />
                <Ltr>{t(`noShow.${option}`, { amount })}</Ltr>
              </label>
            ))}
            {missing ? (
              <p id={errorId} className="text-sm text-red-600 dark:text-red-400">
                {missing}
              </p>
            ) : null}
          </fieldset>
        ) : (
          <p className="rounded-lg bg-slate-50 p-3 text-sm dark:bg-slate-800/60">
            {t('noShow.nothingPaid')}
          </p>
        )}
        <ErrorBox message={form.failure} />
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {tc('actions.cancel')}
          </Button>
          <Button type="submit" variant="danger" disabled={noShow.isPending}>
            {noShow.isPending ? t('noShow.submitting') : t('noShow.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
