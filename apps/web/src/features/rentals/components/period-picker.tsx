import { countDays } from '@car-rental/domain/rentals/count-days';
import { wallClockOf } from '@car-rental/domain/time/zoned-time';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { ErrorBox } from '../../../components/ui/error-box.tsx';
import { formatCalendarDay, formatInstant, getBusinessTimeZone } from '../../../lib/format.ts';
import { useNow } from '../../../lib/use-now.ts';
import { useCarBookings } from '../api/get-car-bookings.ts';
import {
  bookedDays,
  type Day,
  dayKey,
  dayOf,
  firstOverlap,
  type Month,
  pickDay,
} from '../lib/calendar.ts';
import { chosenTime, defaultTime, firstOpenTime, type TimeSelection } from '../lib/time-slots.ts';
import { instantFromInputs, timeText } from '../lib/wall-time.ts';
import { MonthCalendar } from './month-calendar.tsx';
import { TimeChoice } from './time-choice.tsx';

export interface RentalPeriod {
  start: Date;
  end: Date;
}

type Problem =
  | { key: 'pickupInPast' | 'returnInPast' | 'endBeforeStart' }
  /** the period runs over a booking or a blocked period: refused here, not after the form */
  | { key: 'busy'; start: string; end: string; what: string };

/** the rental flow's first step (spec §5): pickup and return day and time, then Apply */
export function PeriodPicker({
  title,
  carId,
  open,
  onOpenChange,
  onApply,
  initialPickupDay,
}: {
  title: string;
  /** the car booked: its reservations and blocked periods grey their days */
  carId?: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onApply: (period: RentalPeriod) => void;
  /** 'YYYY-MM-DD': chosen as the pickup day when the picker opens (ignored when past) */
  initialPickupDay?: string | undefined;
}) {
  const { t } = useTranslation('rentals');
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('picker.title')}
      description={title}
      wide
    >
      {open ? (
        <PeriodForm
          carId={carId}
          onCancel={() => onOpenChange(false)}
          onApply={onApply}
          initialPickupDay={initialPickupDay}
        />
      ) : null}
    </Dialog>
  );
}

/** a 'YYYY-MM-DD' as a calendar day; null when not one */
function dayFromKey(key: string | undefined): Day | null {
  const match = key ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(key) : null;
  return match ? { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) } : null;
}

function PeriodForm({
  carId,
  onCancel,
  onApply,
  initialPickupDay,
}: {
  carId: string | undefined;
  onCancel: () => void;
  onApply: (period: RentalPeriod) => void;
  initialPickupDay: string | undefined;
}) {
  const { t } = useTranslation('rentals');
  const { t: tc } = useTranslation();
  const { t: tb } = useTranslation('board');
  const timeZone = getBusinessTimeZone();
  const now = useNow(15_000);
  const today = dayOf(wallClockOf(now, timeZone));
  /** the pickup day it opens with (none when past), on its first slot not yet past */
  const [initial] = useState(() => {
    const day = dayFromKey(initialPickupDay);
    const pickup = day && dayKey(day) >= dayKey(today) ? day : null;
    const opened = Math.floor(now.getTime() / 60_000) * 60_000;
    const past = (time: string) =>
      pickup !== null &&
      (instantFromInputs(dayKey(pickup), time, timeZone)?.getTime() ?? 0) < opened;
    return { pickup, time: firstOpenTime(defaultTime(), past) };
  });
  const [month, setMonth] = useState<Month>(() => {
    const shown = initial.pickup ?? today;
    return { year: shown.year, month: shown.month };
  });
  const [selection, setSelection] = useState<{ pickup: Day | null; ret: Day | null }>({
    pickup: initial.pickup,
    ret: null,
  });
  const [pickupTime, setPickupTime] = useState<TimeSelection>(initial.time);
  const [returnTime, setReturnTime] = useState<TimeSelection>(defaultTime);
  const [problem, setProblem] = useState<Problem | null>(null);
  const busy = useCarBookings(carId).data;
  const bookings = busy?.items ?? [];
  const blocks = busy?.blocks ?? [];
  const booked = useMemo(
    () => bookedDays([...(busy?.items ?? []), ...(busy?.blocks ?? [])], timeZone),
    [busy, timeZone],
  );
  const blocked = useMemo(() => bookedDays(busy?.blocks ?? [], timeZone), [busy, timeZone]);
  const bookingText = (iso: string) => formatInstant(iso, 'dayMonthTime');

  /** the current minute: a slot or custom time of this minute is not past */
  const minute = Math.floor(now.getTime() / 60_000) * 60_000;
  const instant = (day: Day | null, time: string) =>
    day ? instantFromInputs(dayKey(day), time, timeZone) : null;
  const pastOn = (day: Day | null) => (time: string) =>
    day !== null && dayKey(day) === dayKey(today) && (instant(day, time)?.getTime() ?? 0) < minute;
  const minOn = (day: Day | null) =>
    day && dayKey(day) === dayKey(today) ? timeText(wallClockOf(now, timeZone)) : undefined;

  const start = instant(selection.pickup, chosenTime(pickupTime));
  const end = instant(selection.ret, chosenTime(returnTime));
  const canApply = start !== null && end !== null;

  const pick = (day: Day) => {
    const next = pickDay(selection, day);
    setSelection(next);
    setProblem(null);
    if (next.pickup) setPickupTime((time) => firstOpenTime(time, pastOn(next.pickup)));
    if (next.ret) setReturnTime((time) => firstOpenTime(time, pastOn(next.ret)));
  };

  const apply = () => {
    if (!start || !end) return;
    if (start.getTime() < minute) return setProblem({ key: 'pickupInPast' });
    if (end.getTime() < minute) return setProblem({ key: 'returnInPast' });
    if (end.getTime() < start.getTime()) return setProblem({ key: 'endBeforeStart' });
    const taken = firstOverlap<{ startDate: string; endDate: string; what: string }>(
      [
        ...bookings.map((booking) => ({ ...booking, what: booking.customerName })),
        ...blocks.map((block) => ({ ...block, what: tb(`states.${block.kind}`) })),
      ].sort((a, b) => a.startDate.localeCompare(b.startDate)),
      start,
      end,
    );
    if (taken) {
      return setProblem({
        key: 'busy',
        start: bookingText(taken.startDate),
        end: bookingText(taken.endDate),
        what: taken.what,
      });
    }
    onApply({ start, end });
  };

  const chosen = (day: Day | null) =>
    day ? formatCalendarDay(dayKey(day), 'weekdayDate') : t('picker.notChosen');

  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-5 md:grid-cols-2">
        <div className="flex flex-col gap-2">
          <p className="text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
            {selection.ret
              ? t('picker.chooseAgain')
              : selection.pickup
                ? t('picker.chooseReturn')
                : t('picker.choosePickup')}
          </p>
          <MonthCalendar
            month={month}
            onMonthChange={setMonth}
            today={today}
            pickup={selection.pickup}
            ret={selection.ret}
            onPick={pick}
            booked={booked}
            blocked={blocked}
          />
          {bookings.length + blocks.length > 0 ? (
            <div className="text-sm" data-testid="picker-bookings">
              <p className="font-medium">{t('picker.bookedTitle')}</p>
              <ul className="text-slate-600 dark:text-slate-400">
                {bookings.map((booking) => (
                  <li key={booking.id}>
                    {t('picker.bookedPeriod', {
                      start: bookingText(booking.startDate),
                      end: bookingText(booking.endDate),
                      customer: booking.customerName,
                    })}
                  </li>
                ))}
                {blocks.map((block) => (
                  <li key={block.id} data-testid="picker-block">
                    {t('picker.bookedPeriod', {
                      start: bookingText(block.startDate),
                      end: bookingText(block.endDate),
                      customer: tb(`states.${block.kind}`),
                    })}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
        <div className="flex flex-col gap-4">
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-slate-600 dark:text-slate-400">{t('picker.pickupDate')}</dt>
            <dd data-testid="picker-pickup">{chosen(selection.pickup)}</dd>
            <dt className="text-slate-600 dark:text-slate-400">{t('picker.returnDate')}</dt>
            <dd data-testid="picker-return">{chosen(selection.ret)}</dd>
            <dt className="text-slate-600 dark:text-slate-400">{t('picker.duration')}</dt>
            <dd data-testid="picker-duration" className="font-semibold">
              {start && end && end.getTime() >= start.getTime()
                ? tc('days', { count: countDays(start, end) })
                : tc('na')}
            </dd>
          </dl>
          <TimeChoice
            legend={t('picker.pickupTime')}
            customLabel={t('picker.customTime')}
            value={pickupTime}
            onChange={(value) => {
              setPickupTime(value);
              setProblem(null);
            }}
            isPast={pastOn(selection.pickup)}
            minCustom={minOn(selection.pickup)}
            disabled={!selection.pickup}
          />
          <TimeChoice
            legend={t('picker.returnTime')}
            customLabel={t('picker.customReturnTime')}
            value={returnTime}
            onChange={(value) => {
              setReturnTime(value);
              setProblem(null);
            }}
            isPast={pastOn(selection.ret)}
            minCustom={minOn(selection.ret)}
            disabled={!selection.ret}
          />
        </div>
      </div>
      {problem ? (
        <ErrorBox
          message={
            problem.key === 'busy'
              ? t('picker.busy', { start: problem.start, end: problem.end, what: problem.what })
              : t(`picker.${problem.key}`)
          }
        />
      ) : null}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          {tc('actions.cancel')}
        </Button>
        <Button onClick={apply} disabled={!canApply}>
          {t('picker.apply')}
        </Button>
      </div>
    </div>
  );
}
