import type { CarView } from '@car-rental/domain/contract/car';
import { countDays } from '@car-rental/domain/rentals/count-days';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { ErrorBox } from '../../../components/ui/error-box.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDateTime, formatNumber, money, parseDinars } from '../../../lib/format.ts';
import { useNotify } from '../../../lib/notify.tsx';
import { isPendingAnswer } from '../../../lib/offline/pending-answer.ts';
import { useNow } from '../../../lib/use-now.ts';
import { useReturnCar } from '../api/return-car.ts';
import { carName } from '../lib/car-name.ts';
import {
  type ChargeDraft,
  chargeProblems,
  newCharge,
  toChargeInputs,
} from '../lib/charge-drafts.ts';
import { ChargeFields } from './charge-fields.tsx';

/** the Return dialog (spec §5): new mileage, additional charges, Complete Return */
export function ReturnDialog({
  car,
  open,
  onOpenChange,
}: {
  car: CarView;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('rentals');
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('returnDialog.title')}
      description={carName(car)}
      wide
    >
      {open ? <ReturnForm car={car} onDone={() => onOpenChange(false)} /> : null}
    </Dialog>
  );
}

function mileageProblem(text: string, current: number) {
  if (text.trim() === '') return 'mileageRequired' as const;
  const value = Number(text);
  if (!Number.isInteger(value)) return 'mileageWhole' as const;
  if (value < current) return 'mileageBelow' as const;
  return null;
}

function ReturnForm({ car, onDone }: { car: CarView; onDone: () => void }) {
  const { t } = useTranslation('rentals');
  const { t: tc } = useTranslation();
  const notify = useNotify();
  const returnCar = useReturnCar();
  const [mileage, setMileage] = useState('');
  const [charges, setCharges] = useState<ChargeDraft[]>([]);
  const [submitted, setSubmitted] = useState(false);
  const now = useNow();
  const rental = car.rental;
  const problem = mileageProblem(mileage, car.mileageKm);
  const chargesTotal = charges.reduce(
    (total, charge) => total + Math.max(0, parseDinars(charge.amount) ?? 0),
    0,
  );
  /** the booked period's length, shown beside it (pickup to due time, not to now) */
  const bookedDays = rental
    ? countDays(new Date(rental.rentedFrom), new Date(rental.rentedUntil))
    : 0;
  /** the days used so far: what a return now is charged */
  const usedDays = rental ? countDays(new Date(rental.rentedFrom), now) : 0;
  /** the server's figure for a rented car (the rental's own daily rate), else the car's rate */
  const estimate =
    'currentRevenue' in car && typeof car.currentRevenue === 'number'
      ? car.currentRevenue
      : (car.dailyRate ?? 0) * usedDays;

  const update = (key: number, next: ChargeDraft) =>
    setCharges((all) => all.map((charge) => (charge.key === key ? next : charge)));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (problem || charges.some((charge) => chargeProblems(charge))) return;
    returnCar.mutate(
      { carId: car.id, newMileage: Number(mileage), charges: toChargeInputs(charges) },
      {
        onSuccess: (answer) => {
          notify(
            isPendingAnswer(answer)
              ? answer.message
              : t('returnDialog.success', { total: money(answer.rental.finalTotal) }),
          );
          onDone();
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      {rental ? (
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-lg bg-slate-50 p-3 text-sm dark:bg-slate-800/60">
          <dt className="text-slate-600 dark:text-slate-400">{t('returnDialog.customer')}</dt>
          <dd>{rental.currentCustomerName}</dd>
          <dt className="text-slate-600 dark:text-slate-400">{t('customer.period')}</dt>
          <dd>
            {t('customer.periodValue', {
              start: formatDateTime(rental.rentedFrom),
              end: formatDateTime(rental.rentedUntil),
              days: tc('days', { count: bookedDays }),
            })}
          </dd>
          <dt className="text-slate-600 dark:text-slate-400">{t('returnDialog.currentMileage')}</dt>
          <dd data-testid="current-mileage">
            {t('rentable.km', { value: formatNumber(car.mileageKm) })}
          </dd>
        </dl>
      ) : null}
      <Field
        label={t('returnDialog.newMileage')}
        type="number"
        inputMode="numeric"
        min={car.mileageKm}
        step={1}
        required
        value={mileage}
        onChange={(event) => setMileage(event.target.value)}
        error={
          problem && (submitted || problem !== 'mileageRequired')
            ? t(`returnDialog.${problem}`)
            : undefined
        }
      />
      <section aria-labelledby="return-charges-title" className="flex flex-col gap-2">
        <div className="flex items-center justify-between">
          <h3 id="return-charges-title" className="font-medium">
            {t('returnDialog.charges')}
          </h3>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => setCharges((all) => [...all, newCharge()])}
          >
            {t('returnDialog.addCharge')}
          </Button>
        </div>
        {charges.length === 0 ? (
          <p className="text-sm text-slate-500 dark:text-slate-400">
            {t('returnDialog.noCharges')}
          </p>
        ) : (
          charges.map((charge, index) => (
            <ChargeFields
              key={charge.key}
              number={index + 1}
              charge={charge}
              problems={submitted ? chargeProblems(charge) : undefined}
              onChange={(next) => update(charge.key, next)}
              onRemove={() => setCharges((all) => all.filter((c) => c.key !== charge.key))}
            />
          ))
        )}
      </section>
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 rounded-lg bg-slate-50 p-3 text-sm dark:bg-slate-800/60">
        <dt>{t('returnDialog.estimate')}</dt>
        <dd data-testid="return-estimate">{money(estimate)}</dd>
        <dt>{t('returnDialog.chargesTotal')}</dt>
        <dd data-testid="return-charges-total">{money(chargesTotal)}</dd>
        {rental && rental.advancePaid > 0 ? (
          <>
            <dt>{t('returnDialog.advancePaid')}</dt>
            <dd>{money(rental.advancePaid)}</dd>
          </>
        ) : null}
      </dl>
      {returnCar.isError ? (
        <ErrorBox message={errorMessage(returnCar.error, t('returnDialog.failed'))} />
      ) : null}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onDone}>
          {tc('actions.cancel')}
        </Button>
        <Button
          type="submit"
          variant="primary"
          disabled={
            problem === 'mileageRequired' || problem === 'mileageBelow' || returnCar.isPending
          }
        >
          {returnCar.isPending ? t('returnDialog.returning') : t('returnDialog.submit')}
        </Button>
      </div>
    </form>
  );
}
