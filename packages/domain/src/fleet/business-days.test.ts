import { describe, expect, it } from 'vitest';
import { startOfDay } from './business-days.ts';

describe('startOfDay', () => {
  it("answers the instant the day begins on the zone's clock, summer time or not", () => {
    expect(startOfDay('2026-11-28', 'Africa/Algiers').toISOString()).toBe(
      '2026-11-27T23:00:00.000Z',
    );
    // Paris: the day summer time starts, and the day it ends
    expect(startOfDay('2026-03-29', 'Europe/Paris').toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(startOfDay('2026-10-25', 'Europe/Paris').toISOString()).toBe('2026-10-24T22:00:00.000Z');
    expect(startOfDay('2026-10-26', 'Europe/Paris').toISOString()).toBe('2026-10-25T23:00:00.000Z');
  });

  it('answers the same instant again, keyed by the zone, in a Date of its own', () => {
    const first = startOfDay('2026-07-01', 'Europe/Paris');
    first.setTime(0);
    expect(startOfDay('2026-07-01', 'Europe/Paris').toISOString()).toBe('2026-06-30T22:00:00.000Z');
    expect(startOfDay('2026-07-01', 'Africa/Algiers').toISOString()).toBe(
      '2026-06-30T23:00:00.000Z',
    );
    expect(startOfDay('2026-07-01', 'UTC').toISOString()).toBe('2026-07-01T00:00:00.000Z');
  });
});
