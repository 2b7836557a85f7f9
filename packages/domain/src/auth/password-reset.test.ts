import { describe, expect, it } from 'vitest';
import { expectRefusal } from '../test/expect-refusal.ts';
import { assertResetLinkUsable, RESET_LINK_TTL_MS, resetLinkExpiry } from './password-reset.ts';

const now = new Date('2026-06-15T10:00:00.000Z');

describe('password reset links', () => {
  it('expire one hour after they are issued', () => {
    expect(RESET_LINK_TTL_MS).toBe(3_600_000);
    expect(resetLinkExpiry(now).toISOString()).toBe('2026-06-15T11:00:00.000Z');
  });

  it('work before expiry and once', () => {
    const link = { expiresAt: resetLinkExpiry(now), usedAt: null };
    expect(assertResetLinkUsable(link, new Date(now.getTime() + RESET_LINK_TTL_MS - 1))).toBe(link);
  });

  it('refuse unknown, used and expired links with one text', () => {
    const expiresAt = resetLinkExpiry(now);
    const cases: [{ expiresAt: Date; usedAt: Date | null } | undefined, Date][] = [
      [undefined, now],
      [{ expiresAt, usedAt: now }, now],
      [{ expiresAt, usedAt: null }, expiresAt],
    ];
    for (const [link, at] of cases) {
      const error = expectRefusal(() => assertResetLinkUsable(link, at));
      expect(error.code).toBe('invalid_token');
      expect(error.status).toBe(400);
      expect(error.message).toBe('This reset link is invalid or has expired.');
    }
  });
});
