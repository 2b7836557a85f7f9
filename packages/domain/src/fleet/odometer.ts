import { dayNumber } from './business-days.ts';

/** an odometer reading: a check-out, a check-in or a service record, on its business day */
export interface OdometerReading {
  day: string;
  km: number;
}

/**
 * The car's last known odometer (issue 32 §3, docs/decisions/0038): the readings are taken
 * in date order, the greatest first within a day; a reading below one already taken goes
 * backwards and is ignored as a typo. The answer is the highest reading and the last day a
 * reading confirmed it (a kept reading: not below the highest so far); null without
 * readings. A reading too high stays until its record is corrected: a long drive and a
 * typo upwards look the same.
 */
export function lastKnownOdometer(readings: readonly OdometerReading[]): OdometerReading | null {
  const ordered = [...readings].sort((a, b) => dayNumber(a.day) - dayNumber(b.day) || b.km - a.km);
  let known: OdometerReading | null = null;
  for (const reading of ordered) {
    if (known === null || reading.km >= known.km) known = { day: reading.day, km: reading.km };
  }
  return known;
}
