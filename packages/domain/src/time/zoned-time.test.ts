import { describe, expect, it } from 'vitest';
import { addWallDays, addWallMonths, businessDayOf, instantOf, wallClockOf } from './zoned-time.ts';

describe('zoned time', () => {
  it('reads the wall clock of an instant in the zone', () => {
    expect(wallClockOf(new Date('2026-06-15T23:30:05.250Z'), 'Africa/Algiers')).toEqual({
      year: 2026,
      month: 6,
      day: 16,
      hour: 0,
      minute: 30,
      second: 5,
      millisecond: 250,
    });
  });

  it('turns a wall clock back into the instant', () => {
    const wall = { year: 2026, month: 6, day: 16, hour: 18, minute: 0, second: 0, millisecond: 0 };
    expect(instantOf(wall, 'Africa/Algiers')).toEqual(new Date('2026-06-16T17:00:00.000Z'));
    expect(instantOf(wall, 'UTC')).toEqual(new Date('2026-06-16T18:00:00.000Z'));
  });

  it('resolves repeated and skipped wall times like Temporal (compatible)', () => {
    const wall = { year: 2026, month: 10, day: 25, hour: 2, minute: 30, second: 0, millisecond: 0 };
    expect(instantOf(wall, 'Europe/Paris')).toEqual(new Date('2026-10-25T00:30:00.000Z'));
    const skipped = { ...wall, month: 3, day: 29 };
    expect(instantOf(skipped, 'Europe/Paris')).toEqual(new Date('2026-03-29T01:30:00.000Z'));
  });

  it('round-trips across a daylight-saving change', () => {
    for (const iso of [
      '2026-03-29T00:30:00.000Z',
      '2026-03-29T01:30:00.000Z',
      '2026-10-25T00:30:00.000Z',
      '2026-10-25T02:30:00.000Z',
    ]) {
      const instant = new Date(iso);
      expect(instantOf(wallClockOf(instant, 'Europe/Paris'), 'Europe/Paris')).toEqual(instant);
    }
  });

  it('adds calendar days and months on the wall clock', () => {
    const wall = { year: 2026, month: 12, day: 31, hour: 9, minute: 0, second: 0, millisecond: 0 };
    expect(addWallDays(wall, 1)).toMatchObject({ year: 2027, month: 1, day: 1, hour: 9 });
    expect(addWallMonths(wall, 2)).toMatchObject({ year: 2027, month: 2, day: 28 });
    expect(addWallMonths(wall, -12)).toMatchObject({ year: 2025, month: 12, day: 31 });
  });
});

describe('businessDayOf', () => {
  it("reads the zone's day at every instant, the last minute's answer kept for its zone alone", () => {
    // Algiers is UTC+1: its day turns at 23:00 UTC
    const beforeMidnight = new Date('2026-06-15T22:59:59.999Z');
    const midnight = new Date('2026-06-15T23:00:00.000Z');
    expect(businessDayOf(beforeMidnight, 'Africa/Algiers')).toBe('2026-06-15');
    expect(businessDayOf(new Date('2026-06-15T22:59:00.000Z'), 'Africa/Algiers')).toBe(
      '2026-06-15',
    );
    expect(businessDayOf(midnight, 'Africa/Algiers')).toBe('2026-06-16');
    // the same minute in another zone is that zone's day, and back
    expect(businessDayOf(midnight, 'UTC')).toBe('2026-06-15');
    expect(businessDayOf(new Date('2026-06-15T23:00:59.999Z'), 'Africa/Algiers')).toBe(
      '2026-06-16',
    );
    // before 1973 an offset may have seconds (Monrovia's -0:44:30 until 1972): read each time
    expect(businessDayOf(new Date('1970-01-01T00:44:29.000Z'), 'Africa/Monrovia')).toBe(
      '1969-12-31',
    );
    expect(businessDayOf(new Date('1970-01-01T00:44:31.000Z'), 'Africa/Monrovia')).toBe(
      '1970-01-01',
    );
  });
});
