import type { RentedCar } from '@car-rental/domain/contract/rentals';
import { useTranslation } from 'react-i18next';
import { CarCardFrame } from '../../../components/car/car-card-frame.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { formatDateTime, money } from '../../../lib/format.ts';
import { carName } from '../lib/car-name.ts';
import { DueBadge } from './due-badge.tsx';

/** a rented car: customer, period, current revenue, due badge; Extend and Return Car */
export function RentedCarCard({
  car,
  now,
  onExtend,
  onReturn,
}: {
  car: RentedCar;
  now: Date;
  onExtend: () => void;
  onReturn: () => void;
}) {
  const { t } = useTranslation('rentals');
  const rental = car.rental;
  const name = carName(car);
  return (
    <CarCardFrame
      car={car}
      badge={rental ? <DueBadge rentedUntil={rental.rentedUntil} now={now} /> : null}
    >
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        {car.plate ? (
          <>
            <dt className="text-slate-500 dark:text-slate-400">{t('rentable.plate')}</dt>
            <dd>{car.plate}</dd>
          </>
        ) : null}
        {rental ? (
          <>
            <dt className="text-slate-500 dark:text-slate-400">{t('rented.customer')}</dt>
            <dd>{rental.currentCustomerName}</dd>
            <dt className="text-slate-500 dark:text-slate-400">{t('rented.contact')}</dt>
            <dd>{rental.currentCustomerContact}</dd>
            <dt className="text-slate-500 dark:text-slate-400">{t('rented.from')}</dt>
            <dd>{formatDateTime(rental.rentedFrom)}</dd>
            <dt className="text-slate-500 dark:text-slate-400">{t('rented.until')}</dt>
            <dd data-testid="rented-until">{formatDateTime(rental.rentedUntil)}</dd>
            <dt className="text-slate-500 dark:text-slate-400">{t('rented.payment')}</dt>
            <dd>{t(`paymentType.${rental.rentalPaymentType}`)}</dd>
          </>
        ) : null}
        <dt className="text-slate-500 dark:text-slate-400">{t('rented.currentRevenue')}</dt>
        <dd className="font-semibold">{money(car.currentRevenue)}</dd>
      </dl>
      <div className="mt-auto flex flex-wrap gap-2 pt-2">
        <Button
          size="sm"
          variant="secondary"
          onClick={onExtend}
          aria-label={t('rented.extendFor', { car: name })}
        >
          {t('rented.extend')}
        </Button>
        <Button
          size="sm"
          variant="primary"
          onClick={onReturn}
          aria-label={t('rented.returnFor', { car: name })}
        >
          {t('rented.returnCar')}
        </Button>
      </div>
    </CarCardFrame>
  );
}
