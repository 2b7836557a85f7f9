import {
  addWallDays,
  instantOf,
  type WallClock,
  wallClockOf,
} from '@car-rental/domain/time/zoned-time';
import { dateText } from './wall-time.ts';

export interface Day {
  year: number;
  /** 1-12 */
  month: number;
  day: number;
}

export interface Month {
  year: number;
  month: number;
}

/** 'YYYY-MM-DD': days compare as strings */
export const dayKey = (day: Day) => dateText(day);

export function dayOf(wall: WallClock): Day {
  return { year: wall.year, month: wall.month, day: wall.day };
}

export function addMonths(month: Month, count: number): Month {
  const index = month.year * 12 + (month.month - 1) + count;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** the weeks of a month, Monday first; null pads the days before the 1st and after the last */
export function monthWeeks({ year, month }: Month): (Day | null)[][] {
  const first = new Date(Date.UTC(year, month - 1, 1));
  const length = new Date(Date.UTC(year, month, 0)).getUTCDate();
  /** getUTCDay: 0 = Sunday; Monday first gives Monday 0 ... Sunday 6 */
  const lead = (first.getUTCDay() + 6) % 7;
  const cells: (Day | null)[] = Array.from({ length: lead }, () => null);
  for (let day = 1; day <= length; day++) cells.push({ year, month, day });
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (Day | null)[][] = [];
  for (let index = 0; index < cells.length; index += 7) weeks.push(cells.slice(index, index + 7));
  return weeks;
}

/** the picker's selection after a click on `day` (spec §5) */
export function pickDay(
  selection: { pickup: Day | null; ret: Day | null },
  day: Day,
): { pickup: Day | null; ret: Day | null } {
  const { pickup, ret } = selection;
  if (!pickup || ret) return { pickup: day, ret: null };
  if (dayKey(day) < dayKey(pickup)) return { pickup: day, ret: null };
  return { pickup, ret: day };
}

/** how a booking covers a day: the whole day (not bookable) or part of it */
export type Booked = 'full' | 'part';

/**
 * The days the car's open bookings touch, in the business's time zone: a day a booking
 * covers from midnight to midnight is 'full' (the picker disables it), one it starts or
 * ends on is 'part' (greyed, still pickable: the car is free the rest of that day).
 */
export function bookedDays(
  bookings: readonly { startDate: string; endDate: string }[],
  timeZone: string,
): Map<string, Booked> {
  const days = new Map<string, Booked>();
  for (const booking of bookings) {
    const start = new Date(booking.startDate).getTime();
    const end = new Date(booking.endDate).getTime();
    if (end <= start) continue;
    let wall: WallClock = {
      ...wallClockOf(new Date(start), timeZone),
      hour: 0,
      minute: 0,
      second: 0,
      millisecond: 0,
    };
    for (let count = 0; count < 400; count++) {
      const dayStart = instantOf(wall, timeZone).getTime();
      if (dayStart >= end) break;
      const next = addWallDays(wall, 1);
      const dayEnd = instantOf(next, timeZone).getTime();
      const key = dayKey(dayOf(wall));
      const cover: Booked = start <= dayStart && end >= dayEnd ? 'full' : 'part';
      if (days.get(key) !== 'full') days.set(key, cover);
      wall = next;
    }
  }
  return days;
}

/**
 * the first busy period (a booking or a blocked period) the chosen period overlaps, both
 * half-open as the database's exclusion constraints have them; null when it is free
 */
export function firstOverlap<T extends { startDate: string; endDate: string }>(
  busy: readonly T[],
  start: Date,
  end: Date,
): T | null {
  if (end.getTime() <= start.getTime()) return null;
  return (
    busy.find(
      (period) =>
        new Date(period.startDate).getTime() < end.getTime() &&
        start.getTime() < new Date(period.endDate).getTime(),
    ) ?? null
  );
}
