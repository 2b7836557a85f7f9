import { describe, expect, it } from 'vitest';
import { countDays } from './count-days.ts';
import { currentRevenue } from './rental-revenue.ts';

const start = new Date('2026-06-15T09:00:00.000Z');
const after = (ms: number) => new Date(start.getTime() + ms);
const HOUR = 3_600_000;

describe('countDays', () => {
  it('counts 0 h as 1 day (minimum 1)', () => {
    expect(countDays(start, start)).toBe(1);
  });

  it('counts exactly 24 h as 1 day and 24 h + 1 ms as 2 days', () => {
    expect(countDays(start, after(24 * HOUR))).toBe(1);
    expect(countDays(start, after(24 * HOUR + 1))).toBe(2);
  });

  it('rounds any part of a day up', () => {
    expect(countDays(start, after(1))).toBe(1);
    expect(countDays(start, after(48 * HOUR))).toBe(2);
    expect(countDays(start, after(49 * HOUR))).toBe(3);
  });

  it('never goes below 1 when the end is before the start', () => {
    expect(countDays(start, after(-5 * HOUR))).toBe(1);
  });
});

describe('currentRevenue', () => {
  it('is the daily rate times the days rented so far', () => {
    expect(currentRevenue(1_000_000, start, after(30 * HOUR))).toBe(2_000_000);
    expect(currentRevenue(1_000_000, start, start)).toBe(1_000_000);
  });
});
