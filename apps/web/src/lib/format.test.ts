import { afterEach, describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, setBusinessTimeZone } from './format.ts';

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
