import type { Reservation } from '@car-rental/domain/contract/rentals';
import { countDays } from '@car-rental/domain/rentals/count-days';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { ErrorBox } from '../../../components/ui/error-box.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { fieldErrors } from '../../../lib/field-errors.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useNotify } from '../../../lib/notify.tsx';
import { isPendingAnswer } from '../../../lib/offline/pending-answer.ts';
import { usePickUpBooking } from '../api/reservations.ts';
import { carName } from '../lib/car-name.ts';

/** an empty field sends nothing (the server takes the car's mileage) */
function mileageProblem(text: string) {
  if (text.trim() === '') return null;
  const value = Number(text);
  if (!Number.isInteger(value)) return 'mileageWhole' as const;
  if (value < 0) return 'mileageNegative' as const;
  return null;
}

/** Pick Up: the reservation becomes the rental now, with the odometer read at the desk */
export function PickUpDialog({
  reservation,
  onOpenChange,
}: {
  reservation: Reservation;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('reservations');
  const { t: tc } = useTranslation();
  const notify = useNotify();
  const pickUp = usePickUpBooking();
  const [mileage, setMileage] = useState(String(reservation.startMileage));
  const problem = mileageProblem(mileage);
  const serverError = pickUp.isError ? fieldErrors(pickUp.error).startMileage : undefined;
  const days = countDays(new Date(reservation.startDate), new Date(reservation.endDate));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (problem) return;
    pickUp.mutate(
      {
        rentalId: reservation.id,
        ...(mileage.trim() === '' ? {} : { startMileage: Number(mileage) }),
      },
      {
        onSuccess: (answer) => {
          if (isPendingAnswer(answer)) notify(answer.message);
          else notify(t('pickUp.success'), 'success');
          onOpenChange(false);
        },
      },
    );
  };

  return (
    <Dialog
      open
      onOpenChange={onOpenChange}
      title={t('pickUp.title')}
      description={carName(reservation)}
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-lg bg-slate-50 p-3 text-sm dark:bg-slate-800/60">
          <dt className="text-slate-600 dark:text-slate-400">{t('customer')}</dt>
          <dd>
            {reservation.customerName} · {reservation.customerContact}
          </dd>
          <dt className="text-slate-600 dark:text-slate-400">{t('periodLabel')}</dt>
          <dd>
            {t('period', {
              start: formatDateTime(reservation.startDate),
              end: formatDateTime(reservation.endDate),
              days: tc('days', { count: days }),
            })}
          </dd>
        </dl>
        <Field
          label={t('pickUp.startMileage')}
          name="startMileage"
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          value={mileage}
          onChange={(event) => setMileage(event.target.value)}
          error={problem ? t(`pickUp.${problem}`) : serverError}
        />
        {pickUp.isError && !serverError ? (
          <ErrorBox message={errorMessage(pickUp.error, t('pickUp.failed'))} />
        ) : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {tc('actions.cancel')}
          </Button>
          <Button type="submit" disabled={problem !== null || pickUp.isPending}>
            {pickUp.isPending ? t('pickUp.submitting') : t('pickUp.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
