import { describe, expect, it } from 'vitest';
import { BENEFIT_UNLOCK_MS, isBenefitUnlocked } from './pin-lockout.ts';

const unlockedAt = new Date('2026-06-15T10:00:00.000Z');
const later = (ms: number) => new Date(unlockedAt.getTime() + ms);

describe('the Total Benefit unlock window', () => {
  it('lasts 15 minutes from the unlock, not a millisecond more', () => {
    expect(BENEFIT_UNLOCK_MS).toBe(15 * 60 * 1000);
    expect(isBenefitUnlocked(true, unlockedAt, unlockedAt)).toBe(true);
    expect(isBenefitUnlocked(true, unlockedAt, later(BENEFIT_UNLOCK_MS - 1))).toBe(true);
    expect(isBenefitUnlocked(true, unlockedAt, later(BENEFIT_UNLOCK_MS))).toBe(false);
  });

  it('is closed when relocked or never unlocked', () => {
    expect(isBenefitUnlocked(false, unlockedAt, unlockedAt)).toBe(false);
    expect(isBenefitUnlocked(true, null, unlockedAt)).toBe(false);
  });
});
