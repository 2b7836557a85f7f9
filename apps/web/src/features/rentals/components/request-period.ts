import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format.ts';

/** a request's period in words: '12/12/2026 09:00 – 14/12/2026 09:00' */
export function useRequestPeriod() {
  const { t } = useTranslation('bookingDesk');
  return (request: { start: string; end: string }) =>
    t('requests.period', {
      start: formatDateTime(request.start),
      end: formatDateTime(request.end),
    });
}

/** what is left of a hold: hours and minutes, or null once it has ended */
export function holdLeft(holdUntil: string, now: Date) {
  const left = new Date(holdUntil).getTime() - now.getTime();
  if (left <= 0) return null;
  const minutes = Math.ceil(left / 60_000);
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}
