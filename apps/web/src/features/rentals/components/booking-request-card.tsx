import { mayOverrideDoNotRent } from '@car-rental/domain/auth/permissions';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ErrorBox } from '../../../components/ui/error-box.tsx';
import { Ltr } from '../../../components/ui/ltr.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useCurrentUser } from '../../../lib/current-user.ts';
import { formatDateTime, money } from '../../../lib/format.ts';
import { useNotify } from '../../../lib/notify.tsx';
import { useConfirmBookingRequest } from '../api/answer-booking-request.ts';
import type { BookingRequestView } from '../api/booking-requests.ts';
import { carName } from '../lib/car-name.ts';
import { holdLeft, useRequestPeriod } from './request-period.ts';

/**
 * One open request on the desk: who asks, for which car and when, what it costs, how long
 * it still holds the car; whether the customer is known or on "Do not rent", whether the
 * customer was mailed, the photo of their licence if they sent one; Confirm (a manager or the owner may override "Do not rent") and Decline.
 */
export function BookingRequestCard({
  request,
  now,
  onDecline,
}: {
  request: BookingRequestView;
  now: Date;
  onDecline: () => void;
}) {
  const { t } = useTranslation('bookingDesk');
  const { data: user } = useCurrentUser();
  const notify = useNotify();
  const confirm = useConfirmBookingRequest();
  const period = useRequestPeriod();
  const overrideId = useId();
  const [override, setOverride] = useState(false);
  const flagged = request.doNotRent;
  const mayOverride = flagged && mayOverrideDoNotRent(user?.role);
  const left = holdLeft(request.holdUntil, now);
  const car = carName(request);
  const term = 'text-slate-600 dark:text-slate-400';

  // mutateAsync, not mutate's callbacks: the answered request leaves the list (and the last
  // one the panel) before they would run, and an unmounted card's callbacks do not
  const onConfirm = () =>
    void confirm
      .mutateAsync({ id: request.id, ...(flagged && override ? { overrideDoNotRent: true } : {}) })
      .then(
        () => notify(t('requests.confirmed', { name: request.name }), 'success'),
        () => {},
      );

  return (
    <article
      data-testid="booking-request"
      data-request={request.id}
      aria-label={`${request.name}: ${car}`}
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-semibold">{request.name}</h3>
        {flagged ? (
          <Badge tone="red">{t('requests.doNotRent')}</Badge>
        ) : request.knownCustomerId ? (
          <Badge tone="green">{t('requests.knownCustomer')}</Badge>
        ) : null}
        {request.mail === 'sent' ? null : <Badge tone="amber">{t('requests.noMail')}</Badge>}
        {request.licencePhoto ? (
          // served to signed-in staff only (decision 0048): the session's cookie goes with it
          <a
            href={request.licencePhoto}
            target="_blank"
            rel="noreferrer"
            className="text-sm font-medium text-blue-700 underline dark:text-blue-300"
          >
            {t('requests.licencePhoto')}
          </a>
        ) : null}
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm sm:grid-cols-[auto_1fr_auto_1fr]">
        <dt className={term}>{t('requests.phone')}</dt>
        <dd>
          <a href={`tel:${request.phone}`} className="underline">
            <Ltr>{request.phone}</Ltr>
          </a>
        </dd>
        <dt className={term}>{t('requests.car')}</dt>
        <dd>
          <Ltr>{car}</Ltr>
        </dd>
        <dt className={term}>{t('requests.when')}</dt>
        <dd data-testid="request-period">
          <Ltr>{period(request)}</Ltr>
        </dd>
        <dt className={term}>{t('requests.price')}</dt>
        <dd data-testid="request-total">
          <Ltr>
            {request.deposit === null
              ? t('requests.total', { amount: money(request.due) })
              : `${t('requests.total', { amount: money(request.due) })} · ${t('requests.deposit', { amount: money(request.deposit) })}`}
          </Ltr>
        </dd>
        <dt className={term}>{t('requests.hold')}</dt>
        <dd
          data-testid="request-hold"
          className={left ? undefined : 'text-red-700 dark:text-red-400'}
        >
          <Ltr>
            {left
              ? `${t('requests.heldUntil', { time: formatDateTime(request.holdUntil) })} · ${
                  left.hours > 0
                    ? t('requests.left', left)
                    : t('requests.leftMinutes', { minutes: left.minutes })
                }`
              : t('requests.ended')}
          </Ltr>
        </dd>
      </dl>
      {flagged ? (
        <div className="flex flex-col gap-2 rounded-lg bg-red-50 p-3 text-sm text-red-900 dark:bg-red-950/60 dark:text-red-100">
          <p>{t('requests.flaggedHint')}</p>
          {mayOverride ? (
            <label htmlFor={overrideId} className="flex items-center gap-2 font-medium">
              <input
                id={overrideId}
                type="checkbox"
                checked={override}
                onChange={(event) => setOverride(event.target.checked)}
              />
              {t('requests.override')}
            </label>
          ) : null}
        </div>
      ) : null}
      {confirm.isError ? (
        <ErrorBox message={errorMessage(confirm.error, t('requests.confirmFailed'))} />
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="success"
          onClick={onConfirm}
          disabled={confirm.isPending || (flagged && !override)}
          aria-label={t('requests.confirmFor', { name: request.name, car })}
        >
          {confirm.isPending ? t('requests.confirming') : t('requests.confirm')}
        </Button>
        <Button
          size="sm"
          variant="danger"
          onClick={onDecline}
          disabled={confirm.isPending}
          aria-label={t('requests.declineFor', { name: request.name, car })}
        >
          {t('requests.decline')}
        </Button>
      </div>
    </article>
  );
}
