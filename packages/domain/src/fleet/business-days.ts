import { addWallMonths, instantOf } from '../time/zoned-time.ts';

/**
 * Business days (YYYY-MM-DD on the business clock, as `businessDayOf` writes them) as
 * numbers that subtract, and calendar months added to them. Pure: no time zone is needed
 * once the day is known.
 */
const DAY_MS = 86_400_000;
const dayPattern = /^(\d{4})-(\d{2})-(\d{2})$/;

interface DayParts {
  year: number;
  month: number;
  day: number;
}

/**
 * The days already read, and the months already added to them: the Fleet screen reads a
 * handful of distinct days for thousands of cars (issue 32 §3). Bounded: cleared when full.
 */
const MEMO_SIZE = 20_000;
const readDays = new Map<string, DayParts>();
const monthsAdded = new Map<string, string>();

function remembered<V>(memo: Map<string, V>, key: string, value: V): V {
  if (memo.size >= MEMO_SIZE) memo.clear();
  memo.set(key, value);
  return value;
}

function partsOf(day: string): DayParts {
  const known = readDays.get(day);
  if (known) return known;
  const match = dayPattern.exec(day);
  const parts = match && { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  if (!parts || dayText(Date.UTC(parts.year, parts.month - 1, parts.day)) !== day) {
    throw new RangeError(`not a business day (YYYY-MM-DD): ${day}`);
  }
  return remembered(readDays, day, parts);
}

const midnight = { hour: 0, minute: 0, second: 0, millisecond: 0 };

function dayText(utcMs: number): string {
  return new Date(utcMs).toISOString().slice(0, 10);
}

/** days since 1970-01-01: the difference of two is the number of days between them */
export function dayNumber(day: string): number {
  const { year, month, day: date } = partsOf(day);
  return Date.UTC(year, month - 1, date) / DAY_MS;
}

/** the day `days` days later (earlier when negative) */
export function addDays(day: string, days: number): string {
  return dayText((dayNumber(day) + days) * DAY_MS);
}

/**
 * The day `months` calendar months later, by `addWallMonths`: the same date, clamped to
 * the month's end (31 Jan + 1 month = 28 Feb, or 29 in a leap year).
 */
export function addMonths(day: string, months: number): string {
  const key = `${day}+${months}`;
  const known = monthsAdded.get(key);
  if (known !== undefined) return known;
  const wall = { ...partsOf(day), ...midnight };
  const moved = addWallMonths(wall, months);
  return remembered(monthsAdded, key, dayText(Date.UTC(moved.year, moved.month - 1, moved.day)));
}

/** startOfDay's instants by zone and day (a pure function of both: a car's papers ask it each) */
const dayStarts = new Map<string, number>();

/** the instant the day begins on the business clock of `timeZone` (a new Date each call) */
export function startOfDay(day: string, timeZone: string): Date {
  const key = `${timeZone} ${day}`;
  const known = dayStarts.get(key);
  if (known !== undefined) return new Date(known);
  const start = instantOf({ ...partsOf(day), ...midnight }, timeZone).getTime();
  return new Date(remembered(dayStarts, key, start));
}
