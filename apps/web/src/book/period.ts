import type { PublicBookingPage } from '@car-rental/domain/contract/booking-page';
import { type ExtraCode, pricedExtras } from '@car-rental/domain/pricing/price-list';
import { addWallDays, instantOf, wallClockOf } from '@car-rental/domain/time/zoned-time';

/**
 * The booking page's period and extras: dates and times typed in the agency's time zone
 * (Algiers: the page's customers book where the car is), and the extras' prices as quote()
 * adds them (the server's quote is the one kept; this is what the page shows before).
 */
export const PAGE_TIME_ZONE = 'Africa/Algiers';

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** the instant of a date ('2026-12-05') and time ('10:00') in the agency's zone, or null */
export function instantOfInputs(date: string, time: string): Date | null {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const t = /^(\d{2}):(\d{2})/.exec(time);
  if (!d || !t) return null;
  return instantOf(
    {
      year: Number(d[1]),
      month: Number(d[2]),
      day: Number(d[3]),
      hour: Number(t[1]),
      minute: Number(t[2]),
      second: 0,
      millisecond: 0,
    },
    PAGE_TIME_ZONE,
  );
}

export interface PeriodInputs {
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
}

/**
 * The first proposal: pickup at the next whole hour past the notice (10:00 the day after when
 * that falls at night), return three days later at the same time
 */
export function defaultPeriod(now: Date, minNoticeHours: number): PeriodInputs {
  const earliest = new Date(now.getTime() + (minNoticeHours + 1) * 3_600_000);
  let wall = wallClockOf(earliest, PAGE_TIME_ZONE);
  if (wall.hour < 8 || wall.hour > 18) {
    wall = { ...addWallDays(wall, wall.hour > 18 ? 1 : 0), hour: 10 };
  }
  const back = addWallDays(wall, 3);
  const date = (w: typeof wall) => `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}`;
  const time = `${pad(wall.hour)}:00`;
  return { startDate: date(wall), startTime: time, endDate: date(back), endTime: time };
}

export type Extras = NonNullable<PublicBookingPage['extras']>;

/** the extras the page sells, in the order it lists them */
export function extrasOnSale(extras: Extras | null): ExtraCode[] {
  if (!extras) return [];
  const codes: ExtraCode[] = [
    'child_seat',
    'additional_driver',
    'gps',
    'unlimited_km',
    'full_insurance',
  ];
  const sold = codes.filter((code) => extras[code].enabled);
  if (extras.delivery.enabled && extras.delivery.places.length > 0) sold.push('delivery');
  return sold;
}

export interface ChosenExtra {
  code: ExtraCode;
  quantity: number;
  place?: string;
}

/**
 * the extras' total for the period's rental days (as availability counted them) and the
 * deposit due with them (full insurance's or the usual)
 */
export function extrasPrice(
  chosen: readonly ChosenExtra[],
  extras: Extras | null,
  days: number,
): { amount: number; deposit: number | null } {
  const priced = pricedExtras(chosen, extras);
  let amount = 0;
  for (const extra of priced.extras) {
    const full = extra.price * extra.quantity * (extra.pricing === 'per_day' ? days : 1);
    amount += extra.max === null ? full : Math.min(full, extra.max);
  }
  return { amount, deposit: priced.deposit };
}
