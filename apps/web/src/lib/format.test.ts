import { afterEach, describe, expect, it } from 'vitest';
import {
  formatCalendarDay,
  formatDate,
  formatDateTime,
  formatInstant,
  setBusinessTimeZone,
} from './format.ts';

afterEach(() => setBusinessTimeZone('Africa/Algiers'));

describe('formatDateTime', () => {
  it('uses a 24-hour clock: 21:30 in Algiers prints 21:30, never 09:30 PM', () => {
    const text = formatDateTime('2026-03-10T20:30:00Z');
    expect(text).toBe('10/03/2026 21:30');
    expect(text).not.toMatch(/AM|PM/i);
  });

  it('prints midnight as 00:00 and noon as 12:00', () => {
    expect(formatDateTime('2026-03-10T23:00:00Z')).toBe('11/03/2026 00:00');
    expect(formatDateTime('2026-03-10T11:00:00Z')).toBe('10/03/2026 12:00');
  });

  it('follows the business time zone and keeps dates as they were', () => {
    setBusinessTimeZone('UTC');
    expect(formatDateTime('2026-03-10T20:30:00Z')).toBe('10/03/2026 20:30');
    expect(formatDate('2026-03-10T20:30:00Z')).toBe('10/03/2026');
  });
});

describe('dates with words and the charts days (issue 28 §17)', () => {
  it('puts the day before the month in English, as dd/mm/yyyy does', () => {
    // the comma after the weekday is the ICU's (CLDR versions differ): the order is ours
    expect(formatCalendarDay('2026-12-03', 'weekdayDate')).toMatch(/^Thu,? 3 Dec 2026$/);
    expect(formatCalendarDay('2026-12-03', 'date')).toBe('3 Dec 2026');
    expect(formatCalendarDay('2026-12-03', 'longDate')).toMatch(/^Thursday,? 3 December 2026$/);
    expect(formatCalendarDay('2026-12', 'monthYear')).toBe('December 2026');
    expect(formatInstant('2026-12-03T08:00:00Z', 'dayMonthTime')).toMatch(/^3 Dec,? 09:00$/);
  });

  it('writes the charts days as dd/mm, never mm/dd', () => {
    expect(formatCalendarDay('2026-08-29', 'numericDayMonth')).toBe('29/08');
    expect(formatInstant('2026-08-28T23:30:00Z', 'numericDayMonth')).toBe('29/08');
  });
});
