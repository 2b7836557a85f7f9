import type { Centimes } from '../money.ts';
import { countDays } from './count-days.ts';

/** what a rented car has earned so far: daily rate x days rented (spec §9) */
export function currentRevenue(dailyRate: Centimes, start: Date, now: Date): Centimes {
  return dailyRate * countDays(start, now);
}
