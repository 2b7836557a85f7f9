import { Inbox } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useOpenBookingRequests } from '../../features/rentals/api/booking-requests.ts';
import { BOOKING_REQUESTS_ANCHOR } from '../../features/rentals/lib/booking-requests-anchor.ts';
import { armChime, chime } from '../../lib/chime.ts';
import { useCan } from '../../lib/current-user.ts';
import { countBadge } from './alerts-bell.tsx';

/**
 * The header's count of open booking requests (issue 34 §2), leading to the Rental
 * dashboard's list; a short beep when a request comes in that this desk had not seen (once
 * the page was touched: browsers allow sound only after a gesture). Hidden with none open.
 */
export function BookingRequestsBell() {
  const canList = useCan('listBookingRequests');
  return canList ? <Bell /> : null;
}

function Bell() {
  const { t } = useTranslation('bookingDesk');
  const requests = useOpenBookingRequests();
  const seen = useRef<Set<string> | null>(null);
  const [chimes, setChimes] = useState(0);
  useEffect(() => armChime(), []);
  useEffect(() => {
    const items = requests.data?.items;
    if (!items) return;
    const ids = items.map((request) => request.id);
    // the first answer is what was already there: no beep for it
    const fresh = seen.current ? ids.filter((id) => !seen.current?.has(id)) : [];
    seen.current = new Set([...(seen.current ?? []), ...ids]);
    if (fresh.length > 0 && chime()) setChimes((count) => count + 1);
  }, [requests.data]);
  const count = requests.data?.items.length ?? 0;
  if (count === 0) return null;
  return (
    <Link
      to={`/rental#${BOOKING_REQUESTS_ANCHOR}`}
      aria-label={t('requests.bell', { count })}
      data-testid="booking-requests-bell"
      data-chimes={chimes}
      className="relative rounded-md p-2 text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
    >
      <Inbox size={18} aria-hidden />
      <span
        data-testid="booking-request-bell-count"
        className="absolute -end-1 -top-1 min-w-5 rounded-full bg-blue-700 px-1 text-center text-xs font-semibold text-white"
      >
        {countBadge(count)}
      </span>
    </Link>
  );
}
