/**
 * Wall-clock time in a business time zone (IANA name, e.g. Africa/Algiers), with the
 * conversions both ways. Pure: the instant is always passed in.
 */
export interface WallClock {
  year: number;
  /** 1-12 */
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  millisecond: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** the wall clock of `instant` in `timeZone` */
export function wallClockOf(instant: Date, timeZone: string): WallClock {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 1970,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
    millisecond: ((instant.getTime() % 1000) + 1000) % 1000,
  };
}

function asUtcMs(wall: WallClock): number {
  return Date.UTC(
    wall.year,
    wall.month - 1,
    wall.day,
    wall.hour,
    wall.minute,
    wall.second,
    wall.millisecond,
  );
}

/** how far the zone's wall clock is ahead of UTC at `instantMs` */
function offsetAt(instantMs: number, timeZone: string): number {
  return asUtcMs(wallClockOf(new Date(instantMs), timeZone)) - instantMs;
}

const DAY_MS = 86_400_000;

/**
 * The instant at which the zone's clock shows `wall`. Normalises overflowing fields
 * (day 32 is the 1st of the next month). Like Temporal's 'compatible': a wall time
 * repeated by a DST change is its earlier instant, one skipped by a jump is shifted
 * forward by the jump.
 */
export function instantOf(wall: WallClock, timeZone: string): Date {
  const local = asUtcMs(wall);
  const before = local - offsetAt(local - DAY_MS, timeZone);
  const after = local - offsetAt(local + DAY_MS, timeZone);
  const shows = (instant: number) => asUtcMs(wallClockOf(new Date(instant), timeZone)) === local;
  const valid = [before, after].filter(shows);
  return new Date(valid.length > 0 ? Math.min(...valid) : before);
}

/** the same wall clock `days` calendar days later (earlier when negative) */
export function addWallDays(wall: WallClock, days: number): WallClock {
  const moved = new Date(asUtcMs(wall) + days * 86_400_000);
  return {
    ...wall,
    year: moved.getUTCFullYear(),
    month: moved.getUTCMonth() + 1,
    day: moved.getUTCDate(),
  };
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** the same wall clock `months` calendar months later; the day is clamped (31 Mar - 1 = 28/29 Feb) */
export function addWallMonths(wall: WallClock, months: number): WallClock {
  const index = wall.year * 12 + (wall.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = index - year * 12 + 1;
  return { ...wall, year, month, day: Math.min(wall.day, daysInMonth(year, month)) };
}

/**
 * The last business day worked out, by zone and minute: every zone's offset has been a whole
 * number of minutes since 1972, so an instant after it is on its minute's day (a server asks
 * the day of every request's minute; the zone's clock is read once a minute)
 */
let lastDay: { timeZone: string; minute: number; day: string } | undefined;
const WHOLE_MINUTE_OFFSETS = Date.UTC(1973, 0, 1);

/** the business day of `instant` in `timeZone`, as YYYY-MM-DD (a drawer's day, issue 31) */
export function businessDayOf(instant: Date, timeZone: string): string {
  const minute = Math.floor(instant.getTime() / 60_000);
  if (lastDay?.minute === minute && lastDay.timeZone === timeZone) return lastDay.day;
  const { year, month, day } = wallClockOf(instant, timeZone);
  const text = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  if (instant.getTime() >= WHOLE_MINUTE_OFFSETS) lastDay = { timeZone, minute, day: text };
  return text;
}
