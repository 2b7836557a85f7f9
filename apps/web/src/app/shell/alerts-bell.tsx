import { Bell } from 'lucide-react';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Ltr } from '../../components/ui/ltr.tsx';
import { useDismiss } from '../../components/ui/use-dismiss.ts';
import {
  FleetBellPart,
  useFleetAlertCount,
} from '../../features/fleet/components/fleet-alerts.tsx';
import {
  useRentalAlertCount,
  useRentalAlerts,
} from '../../features/rentals/api/get-rental-alerts.ts';

const tone: Record<string, string> = {
  overdue: 'text-red-600 dark:text-red-400',
  'due-very-soon': 'text-red-600 dark:text-red-400',
  'due-soon': 'text-orange-600 dark:text-orange-400',
  'due-today': 'text-amber-600 dark:text-amber-400',
};

export function countBadge(count: number): string {
  return count > 99 ? '99+' : String(count);
}

/**
 * the rental alerts bell: count of due and overdue returns and of today's and overdue
 * pickups, opening their list
 */
export function AlertsBell() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const counted = useRentalAlertCount();
  const alerts = useRentalAlerts(open);
  const ref = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(ref, open, close);
  const count = alerts.data?.count ?? counted.data?.count ?? 0;
  // the cars whose service or papers need attention (issue 32 §3): a badge of their own
  const fleetCount = useFleetAlertCount();
  return (
    <div ref={ref} className="relative">
      <button
        type="button"
        aria-label={`${t('alerts.bell')} (${count})${fleetCount > 0 ? `, ${t('upkeep:alerts.badge', { count: fleetCount })}` : ''}`}
        aria-expanded={open}
        onClick={() => setOpen((value) => !value)}
        className="relative rounded-md p-2 text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
      >
        <Bell size={18} aria-hidden />
        {count > 0 ? (
          <span
            data-testid="alert-count"
            className="absolute -end-1 -top-1 min-w-5 rounded-full bg-red-600 px-1 text-center text-xs font-semibold text-white"
          >
            {countBadge(count)}
          </span>
        ) : null}
        {fleetCount > 0 ? (
          <span
            data-testid="fleet-alert-count"
            className="absolute -bottom-1 -end-1 min-w-5 rounded-full bg-amber-700 px-1 text-center text-xs font-semibold text-white"
          >
            {countBadge(fleetCount)}
          </span>
        ) : null}
      </button>
      {open ? (
        <div className="absolute end-0 z-30 mt-2 w-80 rounded-lg border border-slate-200 bg-white p-3 shadow-lg dark:border-slate-700 dark:bg-slate-900">
          <h2 className="mb-2 text-sm font-semibold">{t('alerts.title')}</h2>
          {alerts.data && alerts.data.items.length > 0 ? (
            <>
              <ul className="flex max-h-80 flex-col gap-2 overflow-y-auto">
                {alerts.data.items.map((alert) => (
                  <li
                    key={alert.rentalId}
                    data-kind={alert.kind}
                    className="rounded-md border border-slate-100 p-2 text-sm dark:border-slate-800"
                  >
                    <Link to="/rental" onClick={close} className="block">
                      <Ltr className="font-medium">{`${alert.brandName} ${alert.modelName}`}</Ltr>{' '}
                      <Ltr className="text-slate-500 dark:text-slate-400">{alert.plate}</Ltr>
                      <span className={`block ${tone[alert.dueState] ?? ''}`}>
                        {alert.kind === 'pickup' ? `${t('alerts.pickup')} · ` : null}
                        {alert.customerName} ·{' '}
                        {t(`dueBadge.${alert.dueState}`, {
                          hours: Math.floor(Math.abs(alert.hoursLeft)),
                          minutes: Math.floor(alert.hoursLeft * 60),
                        })}
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
              {alerts.data.count > alerts.data.items.length ? (
                <p className="mt-2 text-xs text-slate-500 dark:text-slate-400">
                  <Link to="/rental" onClick={close} className="underline">
                    {t('alerts.more', {
                      shown: alerts.data.items.length,
                      count: alerts.data.count,
                    })}
                  </Link>
                </p>
              ) : null}
            </>
          ) : alerts.data ? (
            <p className="text-sm text-slate-500 dark:text-slate-400">{t('alerts.none')}</p>
          ) : null}
          <FleetBellPart onOpen={close} />
        </div>
      ) : null}
    </div>
  );
}
