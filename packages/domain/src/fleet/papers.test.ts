import { describe, expect, it } from 'vitest';
import { lapsedPapersFor, type Paper, paperState } from './papers.ts';

const zone = 'Africa/Algiers';
const insurance = (until: string | null): Paper => ({ kind: 'insurance', until });

describe("a paper's state", () => {
  it('valid beyond 30 days, expires soon up to its last day, lapsed the day after', () => {
    expect(paperState(insurance('2026-07-31'), '2026-06-30')).toBe('valid');
    expect(paperState(insurance('2026-07-31'), '2026-07-01')).toBe('expires_soon');
    expect(paperState(insurance('2026-07-31'), '2026-07-31')).toBe('expires_soon');
    expect(paperState(insurance('2026-07-31'), '2026-08-01')).toBe('lapsed');
  });

  it('a paper without expiry (a carte grise) is always valid', () => {
    expect(paperState({ kind: 'registration', until: null }, '2099-01-01')).toBe('valid');
  });
});

describe('the papers that stop a booking', () => {
  // Algiers is UTC+1: the last day 30 June is covered until 2026-06-30T23:00Z
  const lastDay = '2026-06-30';
  const start = new Date('2026-06-25T08:00:00Z');

  it('a period ending at the midnight after the last day is covered; a millisecond later is not', () => {
    const covered = lapsedPapersFor(
      [insurance(lastDay)],
      start,
      new Date('2026-06-30T23:00:00Z'),
      zone,
    );
    expect(covered).toEqual([]);
    const over = lapsedPapersFor(
      [insurance(lastDay)],
      start,
      new Date('2026-06-30T23:00:00.001Z'),
      zone,
    );
    expect(over).toEqual([{ kind: 'insurance', until: lastDay, lapsedAtStart: false }]);
  });

  it('says when the paper had lapsed before the period starts', () => {
    const lapsed = lapsedPapersFor(
      [{ kind: 'technical_inspection', until: '2026-05-31' }, insurance('2027-05-31')],
      start,
      new Date('2026-06-28T08:00:00Z'),
      zone,
    );
    expect(lapsed).toEqual([
      { kind: 'technical_inspection', until: '2026-05-31', lapsedAtStart: true },
    ]);
  });

  it('names both required papers, in order; ignores the vignette and other papers', () => {
    const lapsed = lapsedPapersFor(
      [
        { kind: 'technical_inspection', until: '2026-06-26' },
        { kind: 'vignette', until: '2025-12-31' },
        { kind: 'other', until: '2026-01-01' },
        insurance('2026-06-27'),
      ],
      start,
      new Date('2026-07-02T08:00:00Z'),
      zone,
    );
    expect(lapsed.map((paper) => paper.kind)).toEqual(['insurance', 'technical_inspection']);
  });

  it('a renewal covers: the paper lasting longest counts; one without expiry covers always', () => {
    const end = new Date('2026-08-01T08:00:00Z');
    expect(
      lapsedPapersFor([insurance(lastDay), insurance('2027-06-30')], start, end, zone),
    ).toEqual([]);
    expect(lapsedPapersFor([insurance(lastDay), insurance(null)], start, end, zone)).toEqual([]);
  });

  it('a required paper never recorded refuses nothing (decision 0038)', () => {
    expect(lapsedPapersFor([], start, new Date('2030-01-01T00:00:00Z'), zone)).toEqual([]);
  });
});
