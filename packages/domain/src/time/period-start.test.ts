import { describe, expect, it } from 'vitest';
import { periodStart } from './period-start.ts';

const ALGIERS = 'Africa/Algiers';
const at = (iso: string) => new Date(iso);

describe('periodStart', () => {
  it('today starts at midnight in Algiers (UTC+1)', () => {
    expect(periodStart('today', at('2026-06-15T10:00:00.000Z'), ALGIERS)).toEqual(
      at('2026-06-14T23:00:00.000Z'),
    );
  });

  it('today after local midnight but before UTC midnight is already the next day', () => {
    expect(periodStart('today', at('2026-06-14T23:30:00.000Z'), ALGIERS)).toEqual(
      at('2026-06-14T23:00:00.000Z'),
    );
  });

  it('today just before local midnight is still the previous day', () => {
    expect(periodStart('today', at('2026-06-14T22:59:59.999Z'), ALGIERS)).toEqual(
      at('2026-06-13T23:00:00.000Z'),
    );
  });

  it('today is midnight even on a daylight-saving day elsewhere (Paris, 29 March 2026)', () => {
    expect(periodStart('today', at('2026-03-29T12:00:00.000Z'), 'Europe/Paris')).toEqual(
      at('2026-03-28T23:00:00.000Z'),
    );
  });

  it('week is exactly 7 days before now', () => {
    expect(periodStart('week', at('2026-06-15T10:20:30.400Z'), ALGIERS)).toEqual(
      at('2026-06-08T10:20:30.400Z'),
    );
  });

  it('month is one calendar month back, same time of day', () => {
    expect(periodStart('month', at('2026-06-15T10:00:00.000Z'), ALGIERS)).toEqual(
      at('2026-05-15T10:00:00.000Z'),
    );
  });

  it('month clamps to the end of a shorter month', () => {
    expect(periodStart('month', at('2026-03-31T10:00:00.000Z'), ALGIERS)).toEqual(
      at('2026-02-28T10:00:00.000Z'),
    );
  });

  it('month crosses the year boundary', () => {
    expect(periodStart('month', at('2026-01-10T08:00:00.000Z'), ALGIERS)).toEqual(
      at('2025-12-10T08:00:00.000Z'),
    );
  });

  it('month counts on the business wall clock (local 1 July 00:30 -> 1 June 00:30)', () => {
    expect(periodStart('month', at('2026-06-30T23:30:00.000Z'), ALGIERS)).toEqual(
      at('2026-05-31T23:30:00.000Z'),
    );
  });

  it('year is one year back; 29 February becomes 28 February', () => {
    expect(periodStart('year', at('2026-06-15T10:00:00.000Z'), ALGIERS)).toEqual(
      at('2025-06-15T10:00:00.000Z'),
    );
    expect(periodStart('year', at('2028-02-29T12:00:00.000Z'), ALGIERS)).toEqual(
      at('2027-02-28T12:00:00.000Z'),
    );
  });
});
