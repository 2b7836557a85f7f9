import { cancelBookingBody, type Reservation } from '@car-rental/domain/contract/rentals';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { ErrorBox } from '../../../components/ui/error-box.tsx';
import { inputClass } from '../../../components/ui/field.tsx';
import { Ltr } from '../../../components/ui/ltr.tsx';
import { money } from '../../../lib/format.ts';
import { useNotify } from '../../../lib/notify.tsx';
import { isPendingAnswer } from '../../../lib/offline/pending-answer.ts';
import { useForm } from '../../../lib/use-form.ts';
import { useCancelBooking } from '../api/reservations.ts';
import { carName } from '../lib/car-name.ts';

/**
 * Cancel a reservation with its reason, saying what it does to the fund: an advance is
 * refunded (one entry), nothing moves when nothing was paid.
 */
export function CancelReservationDialog({
  reservation,
  onOpenChange,
}: {
  reservation: Reservation;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('reservations');
  const { t: tc } = useTranslation();
  const notify = useNotify();
  const cancel = useCancelBooking();
  const reasonId = useId();
  const form = useForm({
    schema: cancelBookingBody,
    defaultValues: { reason: '' },
    check: ({ reason }) => ({ reason: reason.trim() ? undefined : t('cancel.reasonRequired') }),
    toInput: ({ reason }) => ({ reason: reason.trim() }),
  });
  const advance = reservation.advancePaid;
  const amount = money(advance);
  const reasonError = form.error('reason');

  const submit = form.handleSubmit((input) => {
    cancel.mutate(
      { rentalId: reservation.id, ...input },
      {
        onSuccess: (answer) => {
          if (isPendingAnswer(answer)) notify(answer.message);
          else if (advance > 0) notify(t('cancel.successRefund', { amount }), 'success');
          else notify(t('cancel.success'), 'success');
          onOpenChange(false);
        },
        onError: (error) => form.refuse(error, t('cancel.failed')),
      },
    );
  });

  return (
    <Dialog
      open
      onOpenChange={onOpenChange}
      title={t('cancel.title')}
      description={t('cancel.message', {
        car: carName(reservation),
        customer: reservation.customerName,
      })}
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <p
          data-testid="cancel-reservation-fund"
          className="rounded-lg bg-slate-50 p-3 text-sm dark:bg-slate-800/60"
        >
          <Ltr>{advance > 0 ? t('cancel.refund', { amount }) : t('cancel.nothingPaid')}</Ltr>
        </p>
        <div className="flex flex-col gap-1">
          <label
            htmlFor={reasonId}
            className="text-sm font-medium text-slate-700 dark:text-slate-300"
          >
            {t('cancel.reason')}
          </label>
          <textarea
            id={reasonId}
            rows={3}
            maxLength={500}
            required
            {...form.register('reason', { onChange: () => form.clearErrors('reason') })}
            className={inputClass}
            aria-invalid={reasonError ? true : undefined}
            aria-describedby={reasonError ? `${reasonId}-error` : undefined}
          />
          {reasonError ? (
            <p id={`${reasonId}-error`} className="text-sm text-red-600 dark:text-red-400">
              {reasonError}
            </p>
          ) : null}
        </div>
        <ErrorBox message={form.failure} />
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {tc('actions.cancel')}
          </Button>
          <Button type="submit" variant="danger" disabled={cancel.isPending}>
            {cancel.isPending ? t('cancel.submitting') : t('cancel.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
