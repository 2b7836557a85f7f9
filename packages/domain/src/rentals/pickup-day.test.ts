import { describe, expect, it } from 'vitest';
import { pickupDay } from './pickup-day.ts';

const zone = 'Africa/Algiers';
/** an instant on the Algiers clock (UTC+1, no summer time) */
const algiers = (text: string) => new Date(`${text}+01:00`);

describe('pickupDay', () => {
  const now = algiers('2026-12-03T18:00:00');

  it('is today for a pickup later on the same Algiers day', () => {
    expect(pickupDay(algiers('2026-12-03T18:00:00'), now, zone)).toBe('today');
    expect(pickupDay(algiers('2026-12-03T23:59:00'), now, zone)).toBe('today');
  });

  it('is tomorrow for the next Algiers day, though within 24 hours', () => {
    expect(pickupDay(algiers('2026-12-04T00:00:00'), now, zone)).toBe('tomorrow');
    expect(pickupDay(algiers('2026-12-04T09:00:00'), now, zone)).toBe('tomorrow');
    expect(pickupDay(algiers('2026-12-04T23:30:00'), now, zone)).toBe('tomorrow');
  });

  it('has no badge from the day after tomorrow on', () => {
    expect(pickupDay(algiers('2026-12-05T00:00:00'), now, zone)).toBeNull();
    expect(pickupDay(algiers('2027-01-04T09:00:00'), now, zone)).toBeNull();
  });

  it('is overdue once the pickup time has passed', () => {
    expect(pickupDay(algiers('2026-12-03T17:59:00'), now, zone)).toBe('overdue');
  });

  it('counts the days on the business clock, not UTC (23:30 in Algiers is 22:30 UTC)', () => {
    const late = algiers('2026-12-03T23:30:00');
    expect(pickupDay(algiers('2026-12-04T00:30:00'), late, zone)).toBe('tomorrow');
    expect(pickupDay(algiers('2026-12-04T00:30:00'), late, 'UTC')).toBe('today');
  });

  it('crosses a month and a year', () => {
    const eve = algiers('2026-12-31T20:00:00');
    expect(pickupDay(algiers('2027-01-01T08:00:00'), eve, zone)).toBe('tomorrow');
  });
});
