import { describe, expect, it } from 'vitest';
import {
  checkThrottle,
  delayAfter,
  FAILURE_WINDOW_MS,
  recordSignInFailure,
  reserveSignInTry,
  SIGN_IN_LOCK_MS,
  type ThrottleState,
} from './sign-in-throttle.ts';

const t0 = new Date('2026-06-15T10:00:00.000Z');
const at = (ms: number) => new Date(t0.getTime() + ms);

/** n failures, each right when the delay before it allowed it */
function failures(n: number): { state: ThrottleState | undefined; now: number } {
  let state: ThrottleState | undefined;
  let now = 0;
  for (let i = 0; i < n; i++) {
    if (state) now = state.lastFailureAt.getTime() - t0.getTime() + delayAfter(state.failures);
    state = recordSignInFailure(state, at(now));
  }
  return { state, now };
}

describe('sign-in throttle', () => {
  it('lets the first 5 tries through at once', () => {
    const { state, now } = failures(4);
    expect(state!.failures).toBe(4);
    expect(checkThrottle([state], at(now))).toEqual({ allowed: true });
  });

  it('makes the try after the 5th failure wait, and the wait grows', () => {
    expect([5, 6, 7, 8, 9].map(delayAfter)).toEqual([2000, 4000, 8000, 16000, 32000]);
    const { state, now } = failures(5);
    expect(checkThrottle([state], at(now + 1999))).toEqual({
      allowed: false,
      code: 'sign_in_delayed',
      retryAfterMs: 1,
    });
    expect(checkThrottle([state], at(now + 2000))).toEqual({ allowed: true });
  });

  it('locks for 15 minutes on the 10th failure', () => {
    const { state, now } = failures(10);
    expect(state!.lockedUntil).toEqual(at(now + SIGN_IN_LOCK_MS));
    expect(checkThrottle([state], at(now + SIGN_IN_LOCK_MS - 1))).toMatchObject({
      allowed: false,
      code: 'sign_in_locked',
      retryAfterMs: 1,
    });
    expect(checkThrottle([state], at(now + SIGN_IN_LOCK_MS))).toEqual({ allowed: true });
    // once the lock has run out, counting starts again
    expect(recordSignInFailure(state, at(now + SIGN_IN_LOCK_MS)).failures).toBe(1);
  });

  it('forgets failures 15 minutes after the last one', () => {
    const { state, now } = failures(7);
    expect(recordSignInFailure(state, at(now + FAILURE_WINDOW_MS - 1)).failures).toBe(8);
    expect(recordSignInFailure(state, at(now + FAILURE_WINDOW_MS)).failures).toBe(1);
    expect(checkThrottle([state], at(now + FAILURE_WINDOW_MS))).toEqual({ allowed: true });
  });

  it('takes the strictest of the account and the address: a lock wins over a delay', () => {
    const locked = failures(10);
    const delayed = failures(9);
    const decision = checkThrottle([delayed.state, undefined, locked.state], at(locked.now));
    expect(decision).toMatchObject({ allowed: false, code: 'sign_in_locked' });
    expect(checkThrottle([undefined, undefined], t0)).toEqual({ allowed: true });
  });

  it('counts a try let through before its password is checked, so a burst adds up', () => {
    // tries reserved one after another at the same instant, as a parallel burst is
    let states: (ThrottleState | undefined)[] = [undefined, undefined];
    const letThrough: number[] = [];
    for (let i = 0; i < 10; i++) {
      const reservation = reserveSignInTry(states, t0);
      if (!reservation.allowed) {
        expect(reservation.code).toBe('sign_in_delayed');
        continue;
      }
      letThrough.push(i);
      states = reservation.next;
    }
    expect(letThrough).toEqual([0, 1, 2, 3, 4]);
    expect(states.map((state) => state?.failures)).toEqual([5, 5]);
  });

  it('counts nothing on a refused try', () => {
    const { state, now } = failures(10);
    expect(reserveSignInTry([state, undefined], at(now))).toMatchObject({
      allowed: false,
      code: 'sign_in_locked',
    });
  });
});
