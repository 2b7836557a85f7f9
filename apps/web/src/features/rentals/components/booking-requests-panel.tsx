import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorBox } from '../../../components/ui/error-box.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useCan } from '../../../lib/current-user.ts';
import { useDataMode } from '../../../lib/data-mode.ts';
import { useNow } from '../../../lib/use-now.ts';
import { type BookingRequestView, useOpenBookingRequests } from '../api/booking-requests.ts';
import { BOOKING_REQUESTS_ANCHOR } from '../lib/booking-requests-anchor.ts';
import { BookingRequestCard } from './booking-request-card.tsx';
import { DeclineRequestDialog } from './decline-request-dialog.tsx';

/**
 * The Rental dashboard's "Booking requests" (issue 34 §2): the booking page's open requests,
 * oldest first, refetched live when a request comes in or is answered at any desk. Shown
 * while there are some.
 */
export function BookingRequestsPanel() {
  const canList = useCan('listBookingRequests');
  return canList ? <OpenRequests /> : null;
}

function OpenRequests() {
  const { t } = useTranslation('bookingDesk');
  const requests = useOpenBookingRequests();
  const now = useNow(30_000);
  const [declining, setDeclining] = useState<BookingRequestView | null>(null);
  const demo = useDataMode() === 'demo';
  const items = requests.data?.items ?? [];
  if (!requests.isError && items.length === 0) return null;
  return (
    <section
      id={BOOKING_REQUESTS_ANCHOR}
      aria-labelledby="booking-requests-title"
      data-testid="booking-requests"
      className="flex scroll-mt-20 flex-col gap-3 rounded-xl border border-amber-300 bg-amber-50/60 p-4 dark:border-amber-700 dark:bg-amber-950/30"
    >
      <div className="flex flex-wrap items-baseline gap-3">
        <h2 id="booking-requests-title" className="text-lg font-semibold">
          {t('requests.title')}
        </h2>
        {items.length > 0 ? (
          <span data-testid="booking-request-count" className="text-sm font-medium">
            {t('requests.count', { count: items.length })}
          </span>
        ) : null}
      </div>
      <p className="text-sm text-slate-700 dark:text-slate-300">{t('requests.hint')}</p>
      {demo ? (
        // the demo's booking page, whose requests come here (decision 0048)
        <Link
          to="/demo/book"
          className="text-sm font-medium text-blue-700 underline dark:text-blue-300"
        >
          {t('settings.demoLink')}
        </Link>
      ) : null}
      {requests.isError ? (
        <ErrorBox message={errorMessage(requests.error, t('requests.loadFailed'))} />
      ) : (
        <ul className="flex flex-col gap-3" aria-labelledby="booking-requests-title">
          {items.map((request) => (
            <li key={request.id}>
              <BookingRequestCard
                request={request}
                now={now}
                onDecline={() => setDeclining(request)}
              />
            </li>
          ))}
        </ul>
      )}
      {declining ? (
        <DeclineRequestDialog
          request={declining}
          onOpenChange={(open) => {
            if (!open) setDeclining(null);
          }}
        />
      ) : null}
    </section>
  );
}
