import type { Centimes } from '../money.ts';
import { countDays } from './count-days.ts';

/**
 * what a rented car has earned so far: daily rate x days rented (spec §9); a booking whose
 * pickup has not come has earned nothing yet
 */
export function currentRevenue(dailyRate: Centimes, start: Date, now: Date): Centimes {
  if (start.getTime() > now.getTime()) return 0;
  return dailyRate * countDays(start, now);
}
