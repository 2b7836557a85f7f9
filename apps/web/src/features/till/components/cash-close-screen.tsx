import { maySeeAllDrawers } from '@car-rental/domain/auth/permissions';
import type { DrawerDay } from '@car-rental/domain/contract/drawers';
import { CalendarDays } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge.tsx';
import { ErrorBox } from '../../../components/ui/error-box.tsx';
import { Ltr } from '../../../components/ui/ltr.tsx';
import { PendingNote } from '../../../components/ui/pending-note.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useCan, useCurrentUser } from '../../../lib/current-user.ts';
import { formatCalendarDay, formatDateTime } from '../../../lib/format.ts';
import { useDrawer } from '../api/get-drawer.ts';
import { businessToday, monthOf } from '../lib/days.ts';
import { CloseForm } from './close-form.tsx';
import { CloseSummary } from './close-summary.tsx';
import { DrawerEntries } from './drawer-entries.tsx';
import { DrawerFigures } from './drawer-figures.tsx';
import { DrawerPicker } from './drawer-picker.tsx';
import { MethodTotals } from './method-totals.tsx';

function StatusBadge({ drawer }: { drawer: DrawerDay }) {
  const { t } = useTranslation('till');
  if (drawer.status === 'closed') return <Badge tone="green">{t('status.closed')}</Badge>;
  if (drawer.lastReopen) return <Badge tone="amber">{t('status.reopened')}</Badge>;
  return <Badge tone="blue">{t('status.open')}</Badge>;
}

/** one drawer's day: what it took by method, what it should hold, and its count or close */
function DrawerView({ drawer }: { drawer: DrawerDay }) {
  const { t } = useTranslation('till');
  return (
    <>
      {drawer.status === 'open' && drawer.lastReopen ? (
        <p
          role="note"
          className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
          data-testid="drawer-reopened"
        >
          <Ltr>
            {t('reopened', {
              name: drawer.lastReopen.reopenedByName,
              date: formatDateTime(drawer.lastReopen.reopenedAt),
              reason: drawer.lastReopen.reason,
            })}
          </Ltr>
        </p>
      ) : null}
      <DrawerFigures drawer={drawer} />
      <MethodTotals totals={drawer.methods} caption={t('methods.day')} />
      {drawer.close ? (
        <CloseSummary drawer={drawer} close={drawer.close} />
      ) : (
        <CloseForm key={`${drawer.userId}/${drawer.day}`} drawer={drawer} />
      )}
      <DrawerEntries entries={drawer.entries} />
    </>
  );
}

/**
 * /till and /till/:userId/:day: the Cash Close. By default the signed-in person's drawer of
 * today on the business clock; a manager may open anyone's, and any day.
 */
export function CashCloseScreen({ userId, day }: { userId?: string; day?: string }) {
  const { t } = useTranslation('till');
  const { data: user } = useCurrentUser();
  const canSeeMonth = useCan('listDrawerMonth');
  const today = businessToday();
  const target = userId ?? user?.id;
  const shownDay = day ?? today;
  const drawer = useDrawer(target, shownDay);
  const name = drawer.data?.userName ?? (target === user?.id ? user?.displayName : undefined);
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="flex items-center gap-3 text-2xl font-semibold">
            {t('title')}
            {drawer.data ? <StatusBadge drawer={drawer.data} /> : null}
          </h1>
          <p className="text-sm text-slate-500 dark:text-slate-400" data-testid="drawer-heading">
            <Ltr>
              {t('heading', { name: name ?? '…', date: formatCalendarDay(shownDay, 'longDate') })}
            </Ltr>
          </p>
        </div>
        <div className="flex flex-wrap items-end gap-3">
          {target ? (
            <DrawerPicker
              userId={target}
              userName={name ?? ''}
              day={shownDay}
              today={today}
              canSeeAll={maySeeAllDrawers(user?.role)}
            />
          ) : null}
          {canSeeMonth ? (
            <Link
              to={`/till/month?month=${monthOf(shownDay)}`}
              className="inline-flex items-center gap-2 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700"
            >
              <CalendarDays size={16} aria-hidden />
              {t('month.link')}
            </Link>
          ) : null}
        </div>
      </div>
      {drawer.isPending && target ? <PendingNote /> : null}
      <ErrorBox message={drawer.isError ? errorMessage(drawer.error, t('loadFailed')) : null} />
      {drawer.data ? <DrawerView drawer={drawer.data} /> : null}
    </div>
  );
}
