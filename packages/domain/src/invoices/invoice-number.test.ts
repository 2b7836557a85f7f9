import { describe, expect, it } from 'vitest';
import { documentNumber, documentYear } from './invoice-number.ts';

describe('documentNumber', () => {
  it('is the series, the year and the rank on six digits', () => {
    expect(documentNumber('FA', 2026, 1)).toBe('FA-2026-000001');
    expect(documentNumber('AV', 2027, 42)).toBe('AV-2027-000042');
    expect(documentNumber('FA', 2026, 999_999)).toBe('FA-2026-999999');
  });

  it('keeps every digit past a million documents in a year', () => {
    expect(documentNumber('FA', 2026, 1_000_000)).toBe('FA-2026-1000000');
  });

  it('has no rank 0 or below, nor a fraction', () => {
    expect(() => documentNumber('FA', 2026, 0)).toThrow(RangeError);
    expect(() => documentNumber('FA', 2026, 1.5)).toThrow(RangeError);
  });
});

describe('documentYear', () => {
  it("is the agency's year: 31 December 23:30 UTC is already the next year in Algiers", () => {
    const instant = new Date('2026-12-31T23:30:00Z');
    expect(documentYear(instant, 'Africa/Algiers')).toBe(2027);
    expect(documentYear(instant, 'UTC')).toBe(2026);
  });
});
