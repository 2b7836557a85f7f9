import type { CarView } from '@car-rental/domain/contract/car';
import type { Centimes } from '@car-rental/domain/money';
import { countDays } from '@car-rental/domain/rentals/count-days';
import { useTranslation } from 'react-i18next';
import { Ltr } from '../../../components/ui/ltr.tsx';
import { formatDateTime, formatNumber, money } from '../../../lib/format.ts';

/** what is wrong with the new mileage typed (the car's recorded mileage is the least) */
export function mileageProblem(text: string, current: number) {
  if (text.trim() === '') return 'mileageRequired' as const;
  const value = Number(text);
  if (!Number.isInteger(value)) return 'mileageWhole' as const;
  if (value < current) return 'mileageBelow' as const;
  return null;
}

/** the Return dialog's rental: customer, booked period, contract, the car's mileage */
export function ReturnFacts({
  car,
  rental,
}: {
  car: CarView;
  rental: NonNullable<CarView['rental']>;
}) {
  const { t } = useTranslation('rentals');
  const { t: tc } = useTranslation();
  /** the booked period's length, shown beside it (pickup to due time, not to now) */
  const bookedDays = countDays(new Date(rental.rentedFrom), new Date(rental.rentedUntil));
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-lg bg-slate-50 p-3 text-sm dark:bg-slate-800/60">
      <dt className="text-slate-600 dark:text-slate-400">{t('returnDialog.customer')}</dt>
      <dd>{rental.currentCustomerName}</dd>
      <dt className="text-slate-600 dark:text-slate-400">{t('customer.period')}</dt>
      <dd>
        <Ltr>
          {t('customer.periodValue', {
            start: formatDateTime(rental.rentedFrom),
            end: formatDateTime(rental.rentedUntil),
            days: tc('days', { count: bookedDays }),
          })}
        </Ltr>
      </dd>
      {rental.contractNumber ? (
        <>
          <dt className="text-slate-600 dark:text-slate-400">{t('checkIn.contract')}</dt>
          <dd>
            <Ltr>{rental.contractNumber}</Ltr>
          </dd>
        </>
      ) : null}
      <dt className="text-slate-600 dark:text-slate-400">{t('returnDialog.currentMileage')}</dt>
      <dd data-testid="current-mileage">
        <Ltr>{t('rentable.km', { value: formatNumber(car.mileageKm) })}</Ltr>
      </dd>
    </dl>
  );
}

/** the rental estimate, the charges and the advance already paid */
export function ReturnTotals({
  estimate,
  chargesTotal,
  advancePaid,
}: {
  estimate: Centimes;
  chargesTotal: Centimes;
  advancePaid: Centimes;
}) {
  const { t } = useTranslation('rentals');
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 rounded-lg bg-slate-50 p-3 text-sm dark:bg-slate-800/60">
      <dt>{t('returnDialog.estimate')}</dt>
      <dd data-testid="return-estimate">
        <Ltr>{money(estimate)}</Ltr>
      </dd>
      <dt>{t('returnDialog.chargesTotal')}</dt>
      <dd data-testid="return-charges-total">
        <Ltr>{money(chargesTotal)}</Ltr>
      </dd>
      {advancePaid > 0 ? (
        <>
          <dt>{t('returnDialog.advancePaid')}</dt>
          <dd>
            <Ltr>{money(advancePaid)}</Ltr>
          </dd>
        </>
      ) : null}
    </dl>
  );
}
