import { DomainError, fieldRefusal } from '../errors.ts';
import { type Centimes, checkedProduct } from '../money.ts';
import { addWallDays, instantOf, wallClockOf } from '../time/zoned-time.ts';
import { countDays } from './count-days.ts';
import { messages as rentMessages } from './rent-car.ts';
import { NOT_RENTED } from './rentable.ts';

export const NEW_END_IN_PAST = 'fields.newEndInPast';

/**
 * Extending (spec §4): a rented car gets a new return time. It must be after the
 * rental's start and not in the past. No money moves: the balance is settled at return.
 * The new period's total (rate x days) is held to the business maximum, as a booking's is
 * (issue 28 §3): past it the extension is refused, naming the new end.
 */
export function extendRental(
  rental: { startAt: Date; endAt: Date; dailyRate: Centimes } | null,
  newEnd: Date,
  now: Date,
): { endAt: Date } {
  if (!rental) throw new DomainError('car_not_rented', NOT_RENTED);
  if (newEnd.getTime() < now.getTime()) {
    throw fieldRefusal('validation_failed', 'body.newEndDate', NEW_END_IN_PAST);
  }
  if (newEnd.getTime() <= rental.startAt.getTime()) {
    throw fieldRefusal('validation_failed', 'body.newEndDate', rentMessages.endBeforeStart);
  }
  checkedProduct(rental.dailyRate, countDays(rental.startAt, newEnd), 'body.newEndDate');
  return { endAt: newEnd };
}

const HOUR_MS = 3_600_000;

/** the Extend Rental dialog's quick extensions (spec §2, §9), added to the current end */
export const quickExtensionOptions = {
  '1h': { label: '+1 hour', ms: HOUR_MS },
  '4h': { label: '+4 hours', ms: 4 * HOUR_MS },
  '1d': { label: '+1 day', ms: 24 * HOUR_MS },
  '3d': { label: '+3 days', ms: 3 * 24 * HOUR_MS },
  '1w': { label: '+1 week', ms: 7 * 24 * HOUR_MS },
} as const;

export type QuickExtension = keyof typeof quickExtensionOptions;

export function quickExtension(currentEnd: Date, option: QuickExtension): Date {
  return new Date(currentEnd.getTime() + quickExtensionOptions[option].ms);
}

/** the hour of day of the default new end (spec §9: default end time 18:00) */
export const DEFAULT_EXTENSION_HOUR = 18;

/** the dialog's default: the day after the current end, at 18:00 business time */
export function defaultExtension(currentEnd: Date, timeZone: string): Date {
  const nextDay = addWallDays(wallClockOf(currentEnd, timeZone), 1);
  return instantOf(
    { ...nextDay, hour: DEFAULT_EXTENSION_HOUR, minute: 0, second: 0, millisecond: 0 },
    timeZone,
  );
}

/** the summary's extra days: days between the current and the new end, 0 when not later */
export function extraDays(currentEnd: Date, newEnd: Date): number {
  return newEnd.getTime() > currentEnd.getTime() ? countDays(currentEnd, newEnd) : 0;
}
