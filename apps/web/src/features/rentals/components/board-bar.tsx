import type { BoardBar as Bar, BoardRow } from '@car-rental/domain/contract/board';
import { CalendarX2, Plus } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Ltr, LtrList } from '../../../components/ui/ltr.tsx';
import { formatCalendarDay, formatInstant, getBusinessTimeZone } from '../../../lib/format.ts';
import { bookedDays, type Day } from '../lib/calendar.ts';
import { carName } from '../lib/car-name.ts';

// The planning board's rows: the days' header, a car's row with its free slots, and its
// bars (bookings and blocked periods) placed by their time.

/** the instants the board shows, in milliseconds: the first day's midnight to the last day's end */
export interface BoardSpan {
  start: number;
  end: number;
}

const bookingTones = {
  reserved:
    'border-amber-500 bg-amber-200 text-amber-950 hover:bg-amber-300 dark:border-amber-400 dark:bg-amber-700 dark:text-white dark:hover:bg-amber-600',
  out: 'border-blue-800 bg-blue-600 text-white hover:bg-blue-700 dark:border-blue-300 dark:bg-blue-700 dark:hover:bg-blue-600',
  returned:
    'border-slate-400 bg-slate-200 text-slate-800 hover:bg-slate-300 dark:border-slate-500 dark:bg-slate-700 dark:text-slate-100 dark:hover:bg-slate-600',
  /** issue 34: a live request of the booking page, held until the desk answers */
  requested:
    'border-dashed border-violet-600 bg-violet-100 text-violet-950 hover:bg-violet-200 dark:border-violet-300 dark:bg-violet-900 dark:text-white dark:hover:bg-violet-800',
} as const;

/** a blocked period: hatched, its reason on a plain chip so that it reads over the stripes */
export const hatched =
  'border-slate-500 text-slate-900 bg-[image:repeating-linear-gradient(135deg,var(--color-slate-300)_0_6px,var(--color-slate-100)_6px_12px)] dark:border-slate-400 dark:text-slate-100 dark:bg-[image:repeating-linear-gradient(135deg,var(--color-slate-600)_0_6px,var(--color-slate-800)_6px_12px)]';

export function barTone(state: Bar['state']): string {
  return state === 'reserved' || state === 'out' || state === 'returned' || state === 'requested'
    ? bookingTones[state]
    : hatched;
}

/** where a bar sits in the window, as fractions of it (clipped); null when outside */
export function placeBar(bar: Pick<Bar, 'start' | 'end'>, span: BoardSpan) {
  const length = span.end - span.start;
  const start = new Date(bar.start).getTime();
  const end = new Date(bar.end).getTime();
  if (length <= 0 || end <= span.start || start >= span.end) return null;
  return {
    offset: Math.max(0, start - span.start) / length,
    width: (Math.min(end, span.end) - Math.max(start, span.start)) / length,
    clippedStart: start < span.start,
    clippedEnd: end > span.end,
  };
}

/** the words of a bar: its period ('3 Dec 09:00 – 5 Dec 09:00'), visible text and accessible name */
export function useBarText() {
  const { t } = useTranslation('board');
  const when = (iso: string) =>
    t('when', { day: formatInstant(iso, 'dayMonth'), time: formatInstant(iso, 'time') });
  const period = (bar: Pick<Bar, 'start' | 'end'>) =>
    t('period', { start: when(bar.start), end: when(bar.end) });
  const state = (bar: Pick<Bar, 'state'>) => t(`states.${bar.state}`);
  const text = (bar: Bar) =>
    bar.kind !== 'block' ? bar.label : bar.label ? `${state(bar)}: ${bar.label}` : state(bar);
  const name = (bar: Bar) =>
    bar.kind !== 'block'
      ? t('bar', { customer: bar.label, state: state(bar), period: period(bar) })
      : bar.label
        ? t('barBlockNote', { reason: state(bar), note: bar.label, period: period(bar) })
        : t('barBlock', { reason: state(bar), period: period(bar) });
  return { period, state, text, name };
}

/** one booking or blocked period on a car's row, placed by its time; opens its details */
export function BoardBar({ bar, span, onOpen }: { bar: Bar; span: BoardSpan; onOpen: () => void }) {
  const words = useBarText();
  const place = placeBar(bar, span);
  if (!place) return null;
  const block = bar.kind === 'block';
  return (
    <button
      type="button"
      data-testid="board-bar"
      data-state={bar.state}
      data-kind={bar.kind}
      aria-label={words.name(bar)}
      title={words.name(bar)}
      onClick={onOpen}
      className={`pointer-events-auto absolute top-1.5 bottom-1.5 flex min-w-1.5 items-center overflow-hidden border px-1.5 text-start text-xs font-medium shadow-sm focus-visible:z-10 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-blue-500 ${place.clippedStart ? 'rounded-s-none border-s-0' : 'rounded-s-md'} ${place.clippedEnd ? 'rounded-e-none border-e-0' : 'rounded-e-md'} ${barTone(bar.state)}`}
      style={{ insetInlineStart: `${place.offset * 100}%`, width: `${place.width * 100}%` }}
    >
      <span className={`truncate ${block ? 'rounded bg-white/85 px-1 dark:bg-slate-900/85' : ''}`}>
        {words.text(bar)}
      </span>
    </button>
  );
}

/** what the colours mean */
export function BoardLegend() {
  const { t } = useTranslation('board');
  const items = [
    { key: 'reserved', tone: bookingTones.reserved },
    { key: 'out', tone: bookingTones.out },
    { key: 'returned', tone: bookingTones.returned },
    { key: 'requested', tone: bookingTones.requested },
    { key: 'blocked', tone: hatched },
  ] as const;
  return (
    <ul
      aria-label={t('legend')}
      className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600 dark:text-slate-400"
    >
      {items.map((item) => (
        <li key={item.key} className="flex items-center gap-1.5">
          <span aria-hidden className={`inline-block h-3 w-5 rounded-sm border ${item.tone}`} />
          {t(`legendStates.${item.key}`)}
        </li>
      ))}
    </ul>
  );
}

export interface Template {
  row: string;
  days: string;
}

export interface Column {
  day: Day;
  key: string;
  /** the day's midnight and the next, in milliseconds (business time) */
  start: number;
  end: number;
}

const cellBorder = 'border-s border-slate-200 dark:border-slate-800';
const todayTint = 'bg-blue-50 dark:bg-blue-950/40';

export function DayHeader({
  columns,
  today,
  template,
}: {
  columns: Column[];
  today: string;
  template: Template;
}) {
  const { t } = useTranslation('board');
  return (
    <div
      aria-hidden
      data-testid="board-header"
      className="grid border-b border-slate-200 text-xs dark:border-slate-800"
      style={{ gridTemplateColumns: template.row }}
    >
      <div className="sticky start-0 z-20 bg-white px-3 py-2 font-medium text-slate-600 dark:bg-slate-900 dark:text-slate-400">
        {t('car')}
      </div>
      <div className="grid" style={{ gridTemplateColumns: template.days }}>
        {columns.map((column) => (
          <div
            key={column.key}
            className={`${cellBorder} flex flex-col items-center py-1.5 ${column.key === today ? `${todayTint} font-semibold text-blue-700 dark:text-blue-300` : 'text-slate-600 dark:text-slate-400'}`}
          >
            <span>{formatCalendarDay(column.key, 'weekday')}</span>
            <span className="text-sm">{column.day.day}</span>
          </div>
        ))}
      </div>
    </div>
  );
}

export function CarRow({
  row,
  columns,
  span,
  today,
  template,
  onBar,
  onBlock,
  onBook,
}: {
  row: BoardRow;
  columns: Column[];
  span: BoardSpan;
  today: string;
  template: Template;
  onBar: (bar: Bar) => void;
  onBlock: () => void;
  onBook: (day: string) => void;
}) {
  const { t } = useTranslation('board');
  const name = carName(row);
  const timeZone = getBusinessTimeZone();
  /** the days a live booking or a block covers whole: no free slot there */
  const taken = useMemo(
    () =>
      bookedDays(
        row.bars
          .filter((bar) => bar.state !== 'returned')
          .map((bar) => ({ startDate: bar.start, endDate: bar.end })),
        timeZone,
      ),
    [row.bars, timeZone],
  );
  const bookable = row.dailyRate !== null;
  return (
    <li
      data-testid="board-row"
      data-car={row.carId}
      className="grid h-12 border-b border-slate-100 last:border-b-0 dark:border-slate-800"
      style={{ gridTemplateColumns: template.row }}
    >
      <div className="sticky start-0 z-20 flex min-w-0 items-center gap-1 bg-white px-1.5 sm:px-3 dark:bg-slate-900">
        <div className="min-w-0 flex-1 leading-tight">
          {/* a phone's narrow column: the plate alone (or the model without one), on two lines */}
          <p className="line-clamp-2 break-all text-xs font-medium sm:hidden" title={name}>
            <Ltr>{row.plate ?? `${row.brandName} ${row.modelName}`}</Ltr>
          </p>
          <p className="hidden truncate text-sm font-medium sm:block" title={name}>
            <Ltr>{`${row.brandName} ${row.modelName}`}</Ltr>
          </p>
          <p className="hidden truncate text-xs text-slate-600 sm:block dark:text-slate-400">
            <LtrList values={[row.plate, bookable ? null : t('notRentable')]} />
          </p>
        </div>
        <button
          type="button"
          onClick={onBlock}
          aria-label={t('addBlockFor', { car: name })}
          title={t('addBlock')}
          className="rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-blue-500 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-slate-100"
        >
          <CalendarX2 size={16} aria-hidden />
        </button>
      </div>
      <div className="relative grid" style={{ gridTemplateColumns: template.days }}>
        {columns.map((column) => {
          const free = bookable && column.key >= today && taken.get(column.key) !== 'full';
          return (
            <div
              key={column.key}
              className={`${cellBorder} ${column.key === today ? todayTint : ''}`}
            >
              {free ? (
                <button
                  type="button"
                  data-testid="board-slot"
                  data-day={column.key}
                  aria-label={t('slot', {
                    car: name,
                    day: formatCalendarDay(column.key, 'longDate'),
                  })}
                  onClick={() => onBook(column.key)}
                  className="group flex h-full w-full items-center justify-center text-slate-400 hover:bg-blue-100/70 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-blue-500 dark:hover:bg-blue-900/40"
                >
                  <Plus
                    size={14}
                    aria-hidden
                    className="opacity-0 group-hover:opacity-100 group-focus-visible:opacity-100"
                  />
                </button>
              ) : null}
            </div>
          );
        })}
        <div className="pointer-events-none absolute inset-0">
          {row.bars.map((bar) => (
            <BoardBar key={bar.id} bar={bar} span={span} onOpen={() => onBar(bar)} />
          ))}
        </div>
      </div>
    </li>
  );
}
