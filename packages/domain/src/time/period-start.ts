import { addWallMonths, instantOf, wallClockOf } from './zoned-time.ts';

/** the history time filters of spec §9 (all has no start) */
export type Period = 'today' | 'week' | 'month' | 'year';

const WEEK_MS = 7 * 24 * 3_600_000;

/**
 * Where a time filter starts: today = midnight in the business zone; week = 7 days
 * before now; month = one calendar month back; year = one year back (both on the
 * business wall clock, day clamped to the month's end).
 */
export function periodStart(period: Period, now: Date, timeZone: string): Date {
  switch (period) {
    case 'today': {
      const wall = wallClockOf(now, timeZone);
      return instantOf({ ...wall, hour: 0, minute: 0, second: 0, millisecond: 0 }, timeZone);
    }
    case 'week':
      return new Date(now.getTime() - WEEK_MS);
    case 'month':
      return instantOf(addWallMonths(wallClockOf(now, timeZone), -1), timeZone);
    case 'year':
      return instantOf(addWallMonths(wallClockOf(now, timeZone), -12), timeZone);
  }
}
