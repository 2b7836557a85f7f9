import type { DrawerMonth } from '@car-rental/domain/contract/drawers';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatCalendarDay, money } from '../../../lib/format.ts';
import { daysOf, drawerPath } from '../lib/days.ts';
import { differenceClass } from './difference.tsx';

type MonthDrawer = DrawerMonth['drawers'][number];

const tones = {
  open: 'bg-blue-50 text-blue-800 dark:bg-blue-950 dark:text-blue-200',
  closed: 'bg-emerald-50 dark:bg-emerald-950',
  reopened: 'bg-amber-50 text-amber-900 dark:bg-amber-950 dark:text-amber-100',
};

/** what a cell shows (short) and says (its accessible name, the tooltip) */
function useCell() {
  const { t } = useTranslation('till');
  return (drawer: MonthDrawer) => {
    if (drawer.status === 'open') {
      const state = drawer.reopened ? 'reopened' : 'open';
      return {
        tone: tones[state],
        short: drawer.reopened ? t('cell.reopenedMark') : String(drawer.entryCount),
        said: t(`cell.${state}`, { count: drawer.entryCount }),
        amountClass: '',
      };
    }
    const difference = drawer.difference ?? 0;
    const amount = money(Math.abs(difference));
    return {
      tone: tones.closed,
      short:
        difference === 0
          ? t('cell.closedMark')
          : difference < 0
            ? t('cell.short', { amount })
            : t('cell.over', { amount }),
      said:
        difference === 0
          ? t('cell.closed')
          : difference < 0
            ? t('cell.closedShortBy', { amount })
            : t('cell.closedOverBy', { amount }),
      amountClass: differenceClass(difference),
    };
  };
}

/**
 * The owner's calendar: a row per staff member, a column per day of the month, each cell
 * the state of that drawer (open with its entries, closed, closed with its difference,
 * reopened), a link to its Cash Close. Scrolls sideways on a phone, names kept in view.
 */
export function MonthGrid({ month }: { month: DrawerMonth }) {
  const { t } = useTranslation('till');
  const cellOf = useCell();
  const days = daysOf(month.month);
  const drawers = new Map(
    month.drawers.map((drawer) => [`${drawer.userId}/${drawer.day}`, drawer]),
  );
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
      <table className="border-separate border-spacing-0 text-xs" data-testid="month-grid">
        <caption className="px-3 pt-3 text-start text-sm font-semibold">
          {t('month.grid', { month: formatCalendarDay(`${month.month}-01`, 'monthYear') })}
        </caption>
        <thead>
          <tr>
            <th
              scope="col"
              className="sticky start-0 z-10 bg-white px-3 py-2 text-start font-medium dark:bg-slate-900"
            >
              {t('month.staff')}
            </th>
            {days.map((day) => (
              <th
                key={day}
                scope="col"
                className="px-1 py-2 text-center font-medium tabular-nums"
                title={formatCalendarDay(day, 'longDate')}
              >
                {Number(day.slice(8))}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {month.staff.map((member) => (
            <tr key={member.userId}>
              <th
                scope="row"
                className="sticky start-0 z-10 border-t border-slate-100 bg-white px-3 py-2 text-start font-medium whitespace-nowrap dark:border-slate-800 dark:bg-slate-900"
              >
                {member.name}
              </th>
              {days.map((day) => {
                const drawer = drawers.get(`${member.userId}/${day}`);
                if (!drawer) {
                  return (
                    <td key={day} className="border-t border-slate-100 dark:border-slate-800" />
                  );
                }
                const cell = cellOf(drawer);
                const label = t('cell.label', {
                  name: member.name,
                  date: formatCalendarDay(day, 'longDate'),
                  state: cell.said,
                });
                return (
                  <td key={day} className="border-t border-slate-100 p-0.5 dark:border-slate-800">
                    <Link
                      to={drawerPath(member.userId, day)}
                      aria-label={label}
                      title={label}
                      data-testid={`cell-${member.userId}-${day}`}
                      className={`block min-w-9 rounded px-1 py-1.5 text-center font-medium whitespace-nowrap hover:ring-2 hover:ring-blue-400 ${cell.tone} ${cell.amountClass}`}
                    >
                      <bdi dir="ltr">{cell.short}</bdi>
                    </Link>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
