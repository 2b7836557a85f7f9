import { describe, expect, it } from 'vitest';
import { currentRevenue } from './rental-revenue.ts';

const HOUR = 3_600_000;
const start = new Date('2026-06-10T09:00:00.000Z');
const at = (ms: number) => new Date(start.getTime() + ms);

describe('currentRevenue', () => {
  it('counts the started days at the daily rate, at least one once picked up', () => {
    expect(currentRevenue(500_000, start, start)).toBe(500_000);
    expect(currentRevenue(500_000, start, at(24 * HOUR))).toBe(500_000);
    expect(currentRevenue(500_000, start, at(49 * HOUR))).toBe(1_500_000);
  });

  it('is 0 for a booking whose pickup has not come', () => {
    expect(currentRevenue(500_000, start, at(-HOUR))).toBe(0);
  });
});
