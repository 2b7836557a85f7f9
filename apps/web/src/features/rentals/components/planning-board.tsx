import type { BoardBar as Bar, BoardRow } from '@car-rental/domain/contract/board';
import type { CarView } from '@car-rental/domain/contract/car';
import {
  addWallDays,
  instantOf,
  type WallClock,
  wallClockOf,
} from '@car-rental/domain/time/zoned-time';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorBox } from '../../../components/ui/error-box.tsx';
import { inputClass } from '../../../components/ui/field.tsx';
import { LoadMore } from '../../../components/ui/load-more.tsx';
import { PendingNote } from '../../../components/ui/pending-note.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatCalendarDay, getBusinessTimeZone } from '../../../lib/format.ts';
import { useNotify } from '../../../lib/notify.tsx';
import { useNow } from '../../../lib/use-now.ts';
import { type BoardStatus, boardCarQuery, usePlanningBoard } from '../api/get-planning-board.ts';
import { dayKey, dayOf } from '../lib/calendar.ts';
import { carName } from '../lib/car-name.ts';
import { BlockDialog } from './block-dialog.tsx';
import {
  BoardLegend,
  type BoardSpan,
  CarRow,
  type Column,
  DayHeader,
  type Template,
} from './board-bar.tsx';
import { BoardBarDialog } from './board-bar-dialog.tsx';
import { BookRentalFlow } from './book-rental-flow.tsx';
import { BrandFilter } from './brand-filter.tsx';

/** whether a media query matches, following its changes */
function mediaHook(query: string) {
  const subscribe = (onChange: () => void) => {
    const list = window.matchMedia(query);
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  };
  return () => useSyncExternalStore(subscribe, () => window.matchMedia(query).matches);
}
/** a month of days on wide screens (Tailwind's 2xl), two weeks elsewhere */
const useWide = mediaHook('(min-width: 1536px)');
/** a phone (below Tailwind's sm): a narrow car column (the plate), so that a week shows */
const usePhone = mediaHook('(max-width: 639.98px)');

/** the wall clock at the midnight of a 'YYYY-MM-DD' */
function midnightOf(key: string): WallClock {
  const [year = 1970, month = 1, day = 1] = key.split('-').map(Number);
  return { year, month, day, hour: 0, minute: 0, second: 0, millisecond: 0 };
}

/** 'YYYY-MM-DD' of the day `count` days after `key` (before when negative) */
const shiftDay = (key: string, count: number) => dayKey(dayOf(addWallDays(midnightOf(key), count)));

/** the window's days from `first` ('YYYY-MM-DD'), each from its midnight in business time */
function windowDays(first: string, count: number, timeZone: string): Column[] {
  return Array.from({ length: count }, (_, index) => {
    const wall = addWallDays(midnightOf(first), index);
    return {
      day: dayOf(wall),
      key: dayKey(dayOf(wall)),
      start: instantOf(wall, timeZone).getTime(),
      end: instantOf(addWallDays(wall, 1), timeZone).getTime(),
    };
  });
}

type Opened =
  | { kind: 'bar'; row: BoardRow; bar: Bar }
  | { kind: 'block'; row: BoardRow }
  | { kind: 'book'; car: CarView; day: string }
  | null;

/** Issue 14 §2: cars down the side, days across, each booking and blocked period a bar */
export function PlanningBoard() {
  const { t } = useTranslation('board');
  const timeZone = getBusinessTimeZone();
  const today = dayKey(dayOf(wallClockOf(useNow(), timeZone)));
  const days = useWide() ? 28 : 14;
  const phone = usePhone();
  /** the first day shown; null follows today */
  const [from, setFrom] = useState<string | null>(null);
  const [brandId, setBrandId] = useState('');
  const [status, setStatus] = useState<BoardStatus>('all');
  const [opened, setOpened] = useState<Opened>(null);
  const first = from ?? today;
  const board = usePlanningBoard({ from: first, days, brandId, status });
  const columns = useMemo(() => windowDays(first, days, timeZone), [first, days, timeZone]);
  const span: BoardSpan = {
    start: columns[0]?.start ?? 0,
    end: columns[columns.length - 1]?.end ?? 0,
  };
  const rows = board.data?.pages.flatMap((page) => page.items) ?? [];
  const queryClient = useQueryClient();
  const notify = useNotify();
  const statusId = useId();

  const book = (row: BoardRow, day: string) =>
    queryClient.fetchQuery(boardCarQuery(row.carId)).then(
      (car) => setOpened({ kind: 'book', car, day }),
      (error: unknown) => notify(errorMessage(error, t('carFailed')), 'error'),
    );
  const close = (open: boolean) => {
    if (!open) setOpened(null);
  };

  const firstColumn = columns[0];
  const lastColumn = columns[columns.length - 1];
  const range =
    firstColumn && lastColumn
      ? t('nav.range', {
          start: formatCalendarDay(firstColumn.key, 'date'),
          end: formatCalendarDay(lastColumn.key, 'date'),
        })
      : '';
  /** the car column, then the days: each row lays its days out on the same columns */
  // at 390 px the wide car column (16rem under min-w-max) left 2 days in view; 6rem and
  // 1.875rem days show 8 (issue 28 §17)
  const template: Template = phone
    ? { row: '6rem 1fr', days: `repeat(${days}, minmax(1.875rem, 1fr))` }
    : { row: 'minmax(10rem, 16rem) 1fr', days: `repeat(${days}, minmax(2.25rem, 1fr))` };

  return (
    <section aria-labelledby="board-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="board-title" className="text-2xl font-semibold">
          {t('title')}
        </h1>
        <div className="flex flex-wrap items-center gap-3">
          <BrandFilter value={brandId} onChange={setBrandId} />
          <div className="flex items-center gap-2">
            <label
              htmlFor={statusId}
              className="text-sm font-medium text-slate-700 dark:text-slate-300"
            >
              {t('status.label')}
            </label>
            <select
              id={statusId}
              className={`${inputClass} w-40`}
              value={status}
              onChange={(event) => setStatus(event.target.value as BoardStatus)}
            >
              <option value="all">{t('status.all')}</option>
              <option value="available">{t('status.available')}</option>
              <option value="rented">{t('status.rented')}</option>
            </select>
          </div>
        </div>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-2">
          <Button size="sm" variant="secondary" onClick={() => setFrom(shiftDay(first, -days))}>
            {t('nav.previous')}
          </Button>
          <Button size="sm" variant="secondary" onClick={() => setFrom(null)}>
            {t('nav.today')}
          </Button>
          <Button size="sm" variant="secondary" onClick={() => setFrom(shiftDay(first, days))}>
            {t('nav.next')}
          </Button>
          <p className="ms-2 text-sm font-medium" aria-live="polite" data-testid="board-range">
            {range}
          </p>
        </div>
        <BoardLegend />
      </div>
      {board.isPending ? (
        <PendingNote />
      ) : board.isError ? (
        <ErrorBox message={errorMessage(board.error, t('loadFailed'))} />
      ) : rows.length === 0 ? (
        <EmptyState title={t('empty')} />
      ) : (
        <div
          data-testid="board-scroll"
          className="overflow-x-auto rounded-xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900"
        >
          <div className="min-w-max" aria-busy={board.isPlaceholderData}>
            <DayHeader columns={columns} today={today} template={template} />
            <ul aria-label={t('grid', { range })} data-testid="board-rows">
              {rows.map((row) => (
                <CarRow
                  key={row.carId}
                  row={row}
                  columns={columns}
                  span={span}
                  today={today}
                  template={template}
                  onBar={(bar) => setOpened({ kind: 'bar', row, bar })}
                  onBlock={() => setOpened({ kind: 'block', row })}
                  onBook={(day) => void book(row, day)}
                />
              ))}
            </ul>
          </div>
        </div>
      )}
      <LoadMore
        hasNextPage={board.hasNextPage}
        isFetchingNextPage={board.isFetchingNextPage}
        fetchNextPage={board.fetchNextPage}
      />
      {opened?.kind === 'bar' ? (
        <BoardBarDialog
          carId={opened.row.carId}
          carName={carName(opened.row)}
          bar={opened.bar}
          onOpenChange={close}
        />
      ) : null}
      {opened?.kind === 'block' ? (
        <BlockDialog carId={opened.row.carId} carName={carName(opened.row)} onOpenChange={close} />
      ) : null}
      {opened?.kind === 'book' ? (
        <BookRentalFlow
          key={`${opened.car.id}-${opened.day}`}
          car={opened.car}
          initialPickupDay={opened.day}
          onClose={() => setOpened(null)}
        />
      ) : null}
    </section>
  );
}
