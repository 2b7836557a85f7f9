import type { Reservation } from '@car-rental/domain/contract/rentals';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { ErrorBox } from '../../../components/ui/error-box.tsx';
import { inputClass } from '../../../components/ui/field.tsx';
import { Ltr } from '../../../components/ui/ltr.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { fieldErrors } from '../../../lib/field-errors.ts';
import { money } from '../../../lib/format.ts';
import { useNotify } from '../../../lib/notify.tsx';
import { isPendingAnswer } from '../../../lib/offline/pending-answer.ts';
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
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const advance = reservation.advancePaid;
  const amount = money(advance);
  const serverError = cancel.isError ? fieldErrors(cancel.error).reason : undefined;
  const reasonError = missing ? t('cancel.reasonRequired') : serverError;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      setMissing(true);
      return;
    }
    cancel.mutate(
      { rentalId: reservation.id, reason: reason.trim() },
      {
        onSuccess: (answer) => {
          if (isPendingAnswer(answer)) notify(answer.message);
          else if (advance > 0) notify(t('cancel.successRefund', { amount }), 'success');
          else notify(t('cancel.success'), 'success');
          onOpenChange(false);
        },
      },
    );
  };

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
            name="reason"
            rows={3}
            maxLength={500}
            required
            value={reason}
            className={inputClass}
            aria-invalid={reasonError ? true : undefined}
            aria-describedby={reasonError ? `${reasonId}-error` : undefined}
            onChange={(event) => {
              setReason(event.target.value);
              setMissing(false);
            }}
          />
          {reasonError ? (
            <p id={`${reasonId}-error`} className="text-sm text-red-600 dark:text-red-400">
              {reasonError}
            </p>
          ) : null}
        </div>
        {cancel.isError && !serverError ? (
          <ErrorBox message={errorMessage(cancel.error, t('cancel.failed'))} />
        ) : null}
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
