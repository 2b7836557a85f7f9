import { wallClockOf } from '../time/zoned-time.ts';

/** how soon a reservation's pickup comes, for the desk's badge */
export type PickupDay = 'overdue' | 'today' | 'tomorrow';

const DAY_MS = 24 * 3_600_000;

/** the calendar day of `instant` in `timeZone`, as a count of days (compares and subtracts) */
function dayNumber(instant: Date, timeZone: string): number {
  const { year, month, day } = wallClockOf(instant, timeZone);
  return Date.UTC(year, month - 1, day) / DAY_MS;
}

/**
 * 'overdue' once the pickup time has passed; otherwise 'today' or 'tomorrow' by the calendar
 * day in the business time zone (a pickup at 09:00 tomorrow is tomorrow's, even when it is
 * less than 24 hours away); null for a later day.
 */
export function pickupDay(start: Date, now: Date, timeZone: string): PickupDay | null {
  if (start.getTime() < now.getTime()) return 'overdue';
  const days = dayNumber(start, timeZone) - dayNumber(now, timeZone);
  return days === 0 ? 'today' : days === 1 ? 'tomorrow' : null;
}
