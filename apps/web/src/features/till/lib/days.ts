import { businessDayOf } from '@car-rental/domain/time/zoned-time';
import { getBusinessTimeZone } from '../../../lib/format.ts';

/** today on the business clock, YYYY-MM-DD (a drawer's day) */
export const businessToday = (now = new Date()) => businessDayOf(now, getBusinessTimeZone());

/** 'YYYY-MM' of a 'YYYY-MM-DD' */
export const monthOf = (day: string) => day.slice(0, 7);

/** the month `count` months after 'YYYY-MM' (before when negative) */
export function shiftMonth(month: string, count: number): string {
  const [year = 1970, number = 1] = month.split('-').map(Number);
  const index = year * 12 + (number - 1) + count;
  const shifted = Math.floor(index / 12);
  return `${String(shifted).padStart(4, '0')}-${String(index - shifted * 12 + 1).padStart(2, '0')}`;
}

/** every day of 'YYYY-MM', as 'YYYY-MM-DD' */
export function daysOf(month: string): string[] {
  const [year = 1970, number = 1] = month.split('-').map(Number);
  const count = new Date(Date.UTC(year, number, 0)).getUTCDate();
  return Array.from(
    { length: count },
    (_, index) => `${month}-${String(index + 1).padStart(2, '0')}`,
  );
}

/** the Cash Close of one staff member's day */
export const drawerPath = (userId: string, day: string) => `/till/${userId}/${day}`;
