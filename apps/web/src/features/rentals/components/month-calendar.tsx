import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatCalendarDay } from '../../../lib/format.ts';
import {
  addMonths,
  type Booked,
  type Day,
  dayKey,
  type Month,
  monthWeeks,
} from '../lib/calendar.ts';

const weekdays = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;

/**
 * a month starting on Monday; past days disabled; the pickup-to-return range highlighted;
 * days the car is booked or blocked greyed (a whole day taken is disabled)
 */
export function MonthCalendar({
  month,
  onMonthChange,
  today,
  pickup,
  ret,
  onPick,
  booked,
  blocked,
}: {
  month: Month;
  onMonthChange: (month: Month) => void;
  today: Day;
  pickup: Day | null;
  ret: Day | null;
  onPick: (day: Day) => void;
  /** the days bookings and blocked periods take */
  booked?: ReadonlyMap<string, Booked> | undefined;
  /** of them, the days a blocked period takes (named as blocked) */
  blocked?: ReadonlyMap<string, Booked> | undefined;
}) {
  const { t } = useTranslation('rentals');
  const todayKey = dayKey(today);
  const pickupKey = pickup ? dayKey(pickup) : null;
  const returnKey = ret ? dayKey(ret) : null;
  const isCurrentMonth = month.year === today.year && month.month === today.month;
  const monthTitle = formatCalendarDay(dayKey({ ...month, day: 1 }), 'monthYear');

  return (
    <div
      className="flex flex-col gap-2"
      data-month={`${month.year}-${String(month.month).padStart(2, '0')}`}
    >
      <div className="flex items-center justify-between">
        <button
          type="button"
          className="rounded-md p-1.5 hover:bg-slate-100 disabled:opacity-40 dark:hover:bg-slate-800"
          aria-label={t('picker.previousMonth')}
          disabled={isCurrentMonth}
          onClick={() => onMonthChange(addMonths(month, -1))}
        >
          <ChevronLeft size={18} aria-hidden className="rtl:rotate-180" />
        </button>
        <h3 className="font-medium" aria-live="polite" data-testid="calendar-month">
          {monthTitle}
        </h3>
        <button
          type="button"
          className="rounded-md p-1.5 hover:bg-slate-100 dark:hover:bg-slate-800"
          aria-label={t('picker.nextMonth')}
          onClick={() => onMonthChange(addMonths(month, 1))}
        >
          <ChevronRight size={18} aria-hidden className="rtl:rotate-180" />
        </button>
      </div>
      <table className="w-full table-fixed border-collapse text-center text-sm">
        <caption className="sr-only">{monthTitle}</caption>
        <thead>
          <tr>
            {weekdays.map((weekday) => (
              <th
                key={weekday}
                scope="col"
                className="pb-1 text-xs font-medium text-slate-600 dark:text-slate-400"
              >
                {t(`picker.weekdays.${weekday}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month).map((week) => (
            <tr key={week.map((day) => (day ? dayKey(day) : '-')).join()}>
              {week.map((day, index) => {
                if (!day) return <td key={`pad-${index}`} />;
                const key = dayKey(day);
                const past = key < todayKey;
                const cover = booked?.get(key);
                const isBlocked = blocked?.has(key) ?? false;
                const isPickup = key === pickupKey;
                const isReturn = key === returnKey;
                const inRange =
                  pickupKey !== null && returnKey !== null && key > pickupKey && key < returnKey;
                const marks = [
                  isPickup ? t('picker.pickup') : null,
                  isReturn ? t('picker.return') : null,
                  key === todayKey ? t('picker.today') : null,
                  cover === 'full' ? t(isBlocked ? 'picker.blocked' : 'picker.reserved') : null,
                  cover === 'part'
                    ? t(isBlocked ? 'picker.partlyBlocked' : 'picker.partlyReserved')
                    : null,
                ].filter(Boolean);
                return (
                  <td key={key} className="p-0.5">
                    <button
                      type="button"
                      disabled={past || cover === 'full'}
                      data-booked={cover}
                      data-blocked={isBlocked || undefined}
                      aria-pressed={isPickup || isReturn}
                      aria-label={[formatCalendarDay(key, 'longDate'), ...marks].join(', ')}
                      data-day={key}
                      onClick={() => onPick(day)}
                      className={`h-9 w-full rounded-md text-sm transition-colors disabled:cursor-not-allowed disabled:text-slate-400 dark:disabled:text-slate-500 ${
                        isPickup || isReturn
                          ? 'bg-blue-600 font-semibold text-white'
                          : inRange
                            ? 'bg-blue-100 text-blue-900 dark:bg-blue-900/50 dark:text-blue-100'
                            : cover
                              ? 'bg-slate-200 text-slate-600 line-through hover:bg-slate-300 dark:bg-slate-700 dark:text-slate-300'
                              : 'hover:bg-slate-100 dark:hover:bg-slate-800'
                      } ${key === todayKey && !isPickup && !isReturn ? 'ring-1 ring-blue-500' : ''}`}
                    >
                      {day.day}
                    </button>
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
