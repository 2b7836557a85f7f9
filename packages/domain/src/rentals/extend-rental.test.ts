import { describe, expect, it } from 'vitest';
import { renderMessage } from '../messages.ts';
import { MAX_AMOUNT, TOTAL_TOO_LARGE } from '../money.ts';
import { expectRefusal } from '../test/expect-refusal.ts';
import {
  defaultExtension,
  extendRental,
  extraDays,
  quickExtension,
  quickExtensionOptions,
} from './extend-rental.ts';

const HOUR = 3_600_000;
const now = new Date('2026-06-15T10:00:00.000Z');
const rental = {
  startAt: new Date('2026-06-14T09:00:00.000Z'),
  endAt: new Date('2026-06-16T09:00:00.000Z'),
  dailyRate: 500_000,
};

describe('extendRental', () => {
  it('refuses a car that is not rented', () => {
    const error = expectRefusal(() => extendRental(null, new Date('2026-06-20T09:00:00Z'), now));
    expect(error.code).toBe('car_not_rented');
    expect(error.message).toBe('This car is not currently rented.');
  });

  it('refuses a new end in the past', () => {
    const error = expectRefusal(() => extendRental(rental, new Date(now.getTime() - 1), now));
    expect(error.message).toBe('The new end date cannot be in the past.');
    expect(error.fields?.[0]?.path).toBe('body.newEndDate');
  });

  it('accepts now itself and any later time', () => {
    expect(extendRental(rental, now, now)).toEqual({ endAt: now });
    const later = new Date('2026-06-19T18:00:00.000Z');
    expect(extendRental(rental, later, now)).toEqual({ endAt: later });
  });

  it('refuses a new end not after the start (a rental starting later)', () => {
    const future = {
      startAt: new Date('2026-06-20T09:00:00.000Z'),
      endAt: new Date('2026-06-22T09:00:00.000Z'),
      dailyRate: 500_000,
    };
    const error = expectRefusal(() => extendRental(future, future.startAt, now));
    expect(error.message).toBe('The return time must be after the pickup time.');
  });

  it('refuses a new end whose total (rate x days) passes the business maximum, and takes one at it', () => {
    // 1 day and 1 hour from the start counts 2 days: at half the maximum a day, exactly it
    const half = { ...rental, dailyRate: MAX_AMOUNT / 2 };
    const twoDays = new Date(rental.startAt.getTime() + 25 * HOUR);
    expect(extendRental(half, twoDays, now)).toEqual({ endAt: twoDays });
    const threeDays = new Date(rental.startAt.getTime() + 49 * HOUR);
    const error = expectRefusal(() => extendRental(half, threeDays, now));
    expect(error.code).toBe('validation_failed');
    expect(error.fields).toMatchObject([
      { path: 'body.newEndDate', message: renderMessage(TOTAL_TOO_LARGE) },
    ]);
  });
});

describe('extension helpers', () => {
  it('offers the quick extensions of the dialog', () => {
    expect(Object.values(quickExtensionOptions).map((option) => option.label)).toEqual([
      '+1 hour',
      '+4 hours',
      '+1 day',
      '+3 days',
      '+1 week',
    ]);
    const end = rental.endAt.getTime();
    expect(quickExtension(rental.endAt, '1h').getTime()).toBe(end + HOUR);
    expect(quickExtension(rental.endAt, '4h').getTime()).toBe(end + 4 * HOUR);
    expect(quickExtension(rental.endAt, '1d').getTime()).toBe(end + 24 * HOUR);
    expect(quickExtension(rental.endAt, '3d').getTime()).toBe(end + 72 * HOUR);
    expect(quickExtension(rental.endAt, '1w').getTime()).toBe(end + 168 * HOUR);
  });

  it('defaults to the day after the current end at 18:00 business time', () => {
    expect(defaultExtension(rental.endAt, 'Africa/Algiers')).toEqual(
      new Date('2026-06-17T17:00:00.000Z'),
    );
    // 23:30 UTC is already the next day (00:30) in Algiers
    expect(defaultExtension(new Date('2026-06-16T23:30:00.000Z'), 'Africa/Algiers')).toEqual(
      new Date('2026-06-18T17:00:00.000Z'),
    );
  });

  it('counts the extra days of the summary, 0 when not later', () => {
    expect(extraDays(rental.endAt, new Date(rental.endAt.getTime() + HOUR))).toBe(1);
    expect(extraDays(rental.endAt, new Date(rental.endAt.getTime() + 24 * HOUR + 1))).toBe(2);
    expect(extraDays(rental.endAt, rental.endAt)).toBe(0);
    expect(extraDays(rental.endAt, new Date(rental.endAt.getTime() - HOUR))).toBe(0);
  });
});
