import { describe, expect, it } from 'vitest';
import {
  type AccountPinTries,
  isAccountPinWaiting,
  PIN_ACCOUNT_FREE_TRIES,
  PIN_MAX_FAILURES,
  PIN_WINDOW_MS,
  recordAccountPinFailure,
  recordPinFailure,
} from './pin-lockout.ts';

const now = new Date('2026-06-15T10:00:00.000Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

describe('PIN lock-out', () => {
  it('records the try and stays open below 5 tries', () => {
    const result = recordPinFailure([ago(1_000), ago(2_000), ago(3_000)], now);
    expect(result.failures).toHaveLength(4);
    expect(result.failures.at(-1)).toBe(now.toISOString());
    expect(result.locked).toBe(false);
  });

  it('locks on the 5th wrong try within 15 minutes', () => {
    const result = recordPinFailure([ago(1), ago(2), ago(3), ago(PIN_WINDOW_MS - 1)], now);
    expect(result.locked).toBe(true);
  });

  it('forgets tries older than 15 minutes', () => {
    const result = recordPinFailure(
      [ago(PIN_WINDOW_MS), ago(PIN_WINDOW_MS + 1), ago(1), ago(2), 'not a date'],
      now,
    );
    expect(result.failures).toEqual([ago(1), ago(2), now.toISOString()]);
    expect(result.locked).toBe(false);
  });
});

describe('wrong PIN tries per account (issue 28 §12)', () => {
  const minutes = (tries: AccountPinTries) =>
    tries.lockedUntil ? (tries.lockedUntil.getTime() - now.getTime()) / 60_000 : 0;

  it('lets the first tries through, then makes each next one wait 2, 4, 8 ... minutes, at most a day', () => {
    const waits: number[] = [];
    let failures = 0;
    for (let i = 0; i < 25; i++) {
      const tries = recordAccountPinFailure(failures, now);
      failures = tries.failures;
      waits.push(minutes(tries));
    }
    expect(waits.slice(0, PIN_ACCOUNT_FREE_TRIES - 1)).toEqual(
      Array(PIN_ACCOUNT_FREE_TRIES - 1).fill(0),
    );
    expect(waits.slice(PIN_ACCOUNT_FREE_TRIES - 1, PIN_ACCOUNT_FREE_TRIES + 3)).toEqual([
      2, 4, 8, 16,
    ]);
    expect(Math.max(...waits)).toBe(24 * 60);
    expect(failures).toBe(25);
  });

  it('holds a session lock-out first: the 5th try of a session is still within the free ones', () => {
    expect(PIN_ACCOUNT_FREE_TRIES).toBeGreaterThan(PIN_MAX_FAILURES);
  });

  it('waits until the end of the wait, not after', () => {
    const tries = recordAccountPinFailure(PIN_ACCOUNT_FREE_TRIES - 1, now);
    expect(isAccountPinWaiting(tries, now)).toBe(true);
    expect(isAccountPinWaiting(tries, new Date(now.getTime() + 2 * 60_000 - 1))).toBe(true);
    expect(isAccountPinWaiting(tries, new Date(now.getTime() + 2 * 60_000))).toBe(false);
    expect(isAccountPinWaiting(undefined, now)).toBe(false);
    expect(isAccountPinWaiting({ failures: 3, lockedUntil: null }, now)).toBe(false);
  });
});
