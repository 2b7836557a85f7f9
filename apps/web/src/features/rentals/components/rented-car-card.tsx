import type { RentedCar } from '@car-rental/domain/contract/rentals';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CarCardFrame } from '../../../components/car/car-card-frame.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Ltr } from '../../../components/ui/ltr.tsx';
import { formatDateTime, money } from '../../../lib/format.ts';
import { contractPdfUrl } from '../api/contract.ts';
import { carName } from '../lib/car-name.ts';
import { CheckOutDialog } from './check-out-dialog.tsx';
import { DueBadge } from './due-badge.tsx';
import { PdfLink } from './pdf-link.tsx';

/**
 * a rented car: customer, period, current revenue, due badge; Extend and Return Car.
 * Before the pickup time, Cancel Booking instead of Return Car (a booking not started
 * cannot be returned). `pendingReturn`: returned offline, not yet sent: 'Pending return'
 * instead of the buttons. Issue 15: a rental not checked out yet (it went out at once from
 * Book Rental) has Check-out; one checked out shows its contract number and PDF.
 */
export function RentedCarCard({
  car,
  now,
  onExtend,
  onReturn,
  onCancel,
  pendingReturn = false,
}: {
  car: RentedCar;
  now: Date;
  onExtend: () => void;
  onReturn: () => void;
  onCancel: () => void;
  pendingReturn?: boolean;
}) {
  const { t } = useTranslation('rentals');
  const [checkingOut, setCheckingOut] = useState(false);
  const rental = car.rental;
  const name = carName(car);
  const contractNumber = rental?.contractNumber ?? null;
  // `now` ticks every 30 s: a reservation picked up a moment ago starts at the server's now,
  // which must not read as a pickup still to come (a minute's grace for the clocks)
  const upcoming =
    rental !== null &&
    new Date(rental.rentedFrom).getTime() > Math.max(now.getTime(), Date.now()) + 60_000;
  return (
    <CarCardFrame
      car={car}
      badge={rental ? <DueBadge rentedUntil={rental.rentedUntil} now={now} /> : null}
    >
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        {car.plate ? (
          <>
            <dt className="text-slate-500 dark:text-slate-400">{t('rentable.plate')}</dt>
            <dd>
              <Ltr>{car.plate}</Ltr>
            </dd>
          </>
        ) : null}
        {rental ? (
          <>
            <dt className="text-slate-500 dark:text-slate-400">{t('rented.customer')}</dt>
            <dd>{rental.currentCustomerName}</dd>
            <dt className="text-slate-500 dark:text-slate-400">{t('rented.contact')}</dt>
            <dd>
              <Ltr>{rental.currentCustomerContact}</Ltr>
            </dd>
            <dt className="text-slate-500 dark:text-slate-400">{t('rented.from')}</dt>
            <dd>
              <Ltr>{formatDateTime(rental.rentedFrom)}</Ltr>{' '}
              {upcoming ? <Badge tone="blue">{t('rented.upcoming')}</Badge> : null}
            </dd>
            <dt className="text-slate-500 dark:text-slate-400">{t('rented.until')}</dt>
            <dd data-testid="rented-until">
              <Ltr>{formatDateTime(rental.rentedUntil)}</Ltr>
            </dd>
            <dt className="text-slate-500 dark:text-slate-400">{t('rented.payment')}</dt>
            <dd>{t(`paymentType.${rental.rentalPaymentType}`)}</dd>
            {contractNumber ? (
              <>
                <dt className="text-slate-500 dark:text-slate-400">{t('rented.contract')}</dt>
                <dd data-testid="rented-contract-number">
                  <Ltr>{contractNumber}</Ltr>
                </dd>
              </>
            ) : null}
          </>
        ) : null}
        <dt className="text-slate-500 dark:text-slate-400">{t('rented.currentRevenue')}</dt>
        <dd className="font-semibold">
          <Ltr>{money(car.currentRevenue)}</Ltr>
        </dd>
      </dl>
      {pendingReturn ? (
        <div className="mt-auto pt-2">
          <Badge tone="amber">{t('connection.pendingReturn', { ns: 'common' })}</Badge>
        </div>
      ) : (
        <div className="mt-auto flex flex-wrap gap-2 pt-2">
          <Button
            size="sm"
            variant="secondary"
            onClick={onExtend}
            aria-label={t('rented.extendFor', { car: name })}
          >
            {t('rented.extend')}
          </Button>
          {rental && contractNumber ? (
            <PdfLink
              size="sm"
              href={contractPdfUrl(rental.id)}
              label={t('rented.contractLink')}
              description={t('rented.contractLinkFor', { number: contractNumber })}
            />
          ) : rental ? (
            <Button
              size="sm"
              variant="secondary"
              onClick={() => setCheckingOut(true)}
              aria-label={t('rented.checkOutFor', { car: name })}
            >
              {t('rented.checkOut')}
            </Button>
          ) : null}
          {upcoming ? (
            <Button
              size="sm"
              variant="danger"
              onClick={onCancel}
              aria-label={t('rented.cancelBookingFor', { car: name })}
            >
              {t('rented.cancelBooking')}
            </Button>
          ) : (
            <Button
              size="sm"
              variant="primary"
              onClick={onReturn}
              aria-label={t('rented.returnFor', { car: name })}
            >
              {t('rented.returnCar')}
            </Button>
          )}
        </div>
      )}
      {rental && checkingOut ? (
        <CheckOutDialog
          open
          rentalId={rental.id}
          carName={name}
          customerName={rental.currentCustomerName}
          currentMileage={car.mileageKm}
          period={{ startDate: rental.rentedFrom, endDate: rental.rentedUntil }}
          onClose={() => setCheckingOut(false)}
        />
      ) : null}
    </CarCardFrame>
  );
}
