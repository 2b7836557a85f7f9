import type { Reservation } from '@car-rental/domain/contract/rentals';
import { pickupDay } from '@car-rental/domain/rentals/pickup-day';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ErrorBox } from '../../../components/ui/error-box.tsx';
import { LoadMore } from '../../../components/ui/load-more.tsx';
import { Ltr } from '../../../components/ui/ltr.tsx';
import { PendingNote } from '../../../components/ui/pending-note.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDateTime, getBusinessTimeZone, money } from '../../../lib/format.ts';
import { useNow } from '../../../lib/use-now.ts';
import { useReservations } from '../api/reservations.ts';
import { carName } from '../lib/car-name.ts';
import { CancelReservationDialog } from './cancel-reservation-dialog.tsx';
import { CheckOutDialog } from './check-out-dialog.tsx';
import { NoShowDialog } from './no-show-dialog.tsx';

type Action = { kind: 'pickUp' | 'cancel' | 'noShow'; reservation: Reservation } | null;

/**
 * the reservations waiting for their pickup, soonest first, with Pick Up (the check-out),
 * Cancel and No-show
 */
export function ReservationList({ brandId }: { brandId: string }) {
  const { t } = useTranslation('reservations');
  const reservations = useReservations(brandId || undefined);
  const now = useNow();
  const [action, setAction] = useState<Action>(null);
  const items = reservations.data?.pages.flatMap((page) => page.items) ?? [];
  const close = (open: boolean) => {
    if (!open) setAction(null);
  };
  return (
    <section aria-labelledby="reservations-title" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-baseline gap-3">
        <h2 id="reservations-title" className="text-lg font-semibold">
          {t('title')}
        </h2>
        {items.length > 0 ? (
          <span
            data-testid="reservation-count"
            className="text-sm text-slate-500 dark:text-slate-400"
          >
            {t('count', { count: items.length })}
          </span>
        ) : null}
      </div>
      {reservations.isPending ? (
        <PendingNote />
      ) : reservations.isError ? (
        <ErrorBox message={errorMessage(reservations.error, t('loadFailed'))} />
      ) : items.length === 0 ? (
        <p className="text-sm text-slate-500 dark:text-slate-400">{t('none')}</p>
      ) : (
        <ul className="flex flex-col gap-3" aria-labelledby="reservations-title">
          {items.map((reservation) => (
            <li key={reservation.id}>
              <ReservationRow
                reservation={reservation}
                now={now}
                onAction={(kind) => setAction({ kind, reservation })}
              />
            </li>
          ))}
        </ul>
      )}
      <LoadMore
        hasNextPage={reservations.hasNextPage}
        isFetchingNextPage={reservations.isFetchingNextPage}
        fetchNextPage={reservations.fetchNextPage}
      />
      {action?.kind === 'pickUp' ? (
        // a reservation is picked up by its check-out (odometer, walk around, deposit, signature)
        <CheckOutDialog
          open
          rentalId={action.reservation.id}
          carName={carName(action.reservation)}
          customerName={action.reservation.customerName}
          currentMileage={action.reservation.startMileage}
          period={action.reservation}
          onClose={() => setAction(null)}
        />
      ) : null}
      {action?.kind === 'cancel' ? (
        <CancelReservationDialog reservation={action.reservation} onOpenChange={close} />
      ) : null}
      {action?.kind === 'noShow' ? (
        <NoShowDialog reservation={action.reservation} onOpenChange={close} />
      ) : null}
    </section>
  );
}

/**
 * 'Pickup overdue' once the pickup time has passed, 'Pickup today' or 'Pickup tomorrow' by
 * the calendar day in the business time zone
 */
function PickupBadge({ startDate, now }: { startDate: string; now: Date }) {
  const { t } = useTranslation('reservations');
  const day = pickupDay(new Date(startDate), now, getBusinessTimeZone());
  if (day === 'overdue') return <Badge tone="red">{t('overdue')}</Badge>;
  if (day === 'today') return <Badge tone="amber">{t('today')}</Badge>;
  if (day === 'tomorrow') return <Badge tone="blue">{t('tomorrow')}</Badge>;
  return null;
}

function ReservationRow({
  reservation,
  now,
  onAction,
}: {
  reservation: Reservation;
  now: Date;
  onAction: (kind: 'pickUp' | 'cancel' | 'noShow') => void;
}) {
  const { t } = useTranslation('reservations');
  const texts = { car: carName(reservation), customer: reservation.customerName };
  const noShowOpen = now.getTime() >= new Date(reservation.noShowFrom).getTime();
  const term = 'text-slate-500 dark:text-slate-400';
  return (
    <article
      data-testid="reservation-row"
      aria-label={t('row', texts)}
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex flex-1 flex-col gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-semibold">
            <Ltr>{texts.car}</Ltr>
          </h3>
          <PickupBadge startDate={reservation.startDate} now={now} />
        </div>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm sm:grid-cols-[auto_1fr_auto_1fr]">
          <dt className={term}>{t('customer')}</dt>
          <dd data-testid="reservation-customer">{reservation.customerName}</dd>
          <dt className={term}>{t('contact')}</dt>
          <dd>
            <Ltr>{reservation.customerContact}</Ltr>
          </dd>
          <dt className={term}>{t('pickup')}</dt>
          <dd data-testid="reservation-pickup">
            <Ltr>{formatDateTime(reservation.startDate)}</Ltr>
          </dd>
          <dt className={term}>{t('return')}</dt>
          <dd>
            <Ltr>{formatDateTime(reservation.endDate)}</Ltr>
          </dd>
          {reservation.advancePaid > 0 ? (
            <>
              <dt className={term}>{t('advancePaid')}</dt>
              <dd data-testid="reservation-advance">
                <Ltr>{money(reservation.advancePaid)}</Ltr>
              </dd>
            </>
          ) : null}
        </dl>
      </div>
      <div className="flex flex-wrap gap-2 sm:justify-end">
        <Button
          size="sm"
          variant="primary"
          onClick={() => onAction('pickUp')}
          aria-label={t('actions.pickUpFor', texts)}
        >
          {t('actions.pickUp')}
        </Button>
        <Button
          size="sm"
          variant="danger"
          onClick={() => onAction('cancel')}
          aria-label={t('actions.cancelFor', texts)}
        >
          {t('actions.cancel')}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          onClick={() => onAction('noShow')}
          disabled={!noShowOpen}
          aria-label={t('actions.noShowFor', texts)}
          title={
            noShowOpen
              ? undefined
              : t('actions.noShowFrom', { time: formatDateTime(reservation.noShowFrom) })
          }
        >
          {t('actions.noShow')}
        </Button>
      </div>
    </article>
  );
}
