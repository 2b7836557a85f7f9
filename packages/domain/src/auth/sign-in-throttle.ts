import type { Message } from '../messages.ts';

/**
 * Failed sign-ins, counted per account and per client address. From the 5th failure on,
 * the next try waits a growing delay (2 s, 4 s, 8 s, 16 s, 32 s); the 10th locks sign-in
 * for 15 minutes. The check runs before any password is verified, so a refused try costs
 * no password hash and tells nothing. A try let through is counted as a failure before its
 * password is checked (reserved), and a success clears the counts: parallel tries add up,
 * so a burst reaches the password check no more often than one try after another would.
 */

export const DELAY_AFTER_FAILURES = 5;
export const LOCK_AFTER_FAILURES = 10;
export const SIGN_IN_LOCK_MS = 15 * 60 * 1000;
/** failures are forgotten once the last one is this old */
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;

export interface ThrottleState {
  failures: number;
  lastFailureAt: Date;
  lockedUntil: Date | null;
}

export type ThrottleDecision =
  | { allowed: true }
  | { allowed: false; code: 'sign_in_locked' | 'sign_in_delayed'; retryAfterMs: number };

export const throttleMessages = {
  locked: 'details.signInLocked',
  delayed: (seconds: number): Message => ({
    key: 'details.signInDelayed',
    values: { count: seconds },
  }),
} as const;

/** the wait before the try after `failures` failures: none below 5, then 2 s doubling */
export function delayAfter(failures: number): number {
  return failures < DELAY_AFTER_FAILURES ? 0 : 1000 * 2 ** (failures - DELAY_AFTER_FAILURES + 1);
}

/** the failures that still count at `now`: none once a lock has run out or the window passed */
export function liveFailures(state: ThrottleState | undefined, now: Date): number {
  if (!state) return 0;
  const t = now.getTime();
  if (state.lockedUntil !== null) return state.lockedUntil.getTime() > t ? state.failures : 0;
  return t - state.lastFailureAt.getTime() < FAILURE_WINDOW_MS ? state.failures : 0;
}

/** whether a try may reach the password check; a lock wins over a delay, the longest wait wins */
export function checkThrottle(
  states: readonly (ThrottleState | undefined)[],
  now: Date,
): ThrottleDecision {
  const t = now.getTime();
  let lockWait = 0;
  let delayWait = 0;
  for (const state of states) {
    if (!state) continue;
    if (state.lockedUntil !== null && state.lockedUntil.getTime() > t) {
      lockWait = Math.max(lockWait, state.lockedUntil.getTime() - t);
      continue;
    }
    const failures = liveFailures(state, now);
    const wait = state.lastFailureAt.getTime() + delayAfter(failures) - t;
    if (failures >= DELAY_AFTER_FAILURES && wait > 0) delayWait = Math.max(delayWait, wait);
  }
  if (lockWait > 0) return { allowed: false, code: 'sign_in_locked', retryAfterMs: lockWait };
  if (delayWait > 0) return { allowed: false, code: 'sign_in_delayed', retryAfterMs: delayWait };
  return { allowed: true };
}

/** one more failure: counted from the live ones; the 10th sets a 15-minute lock */
export function recordSignInFailure(state: ThrottleState | undefined, now: Date): ThrottleState {
  const failures = liveFailures(state, now) + 1;
  return {
    failures,
    lastFailureAt: now,
    lockedUntil: failures >= LOCK_AFTER_FAILURES ? new Date(now.getTime() + SIGN_IN_LOCK_MS) : null,
  };
}

export type ThrottleReservation =
  | { allowed: true; next: ThrottleState[] }
  | Extract<ThrottleDecision, { allowed: false }>;

/**
 * A try about to reach the password check: refused as `checkThrottle` says, else counted
 * at once as a failure on each of its keys (`next`, in the order of `states`), before the
 * password is verified. The caller stores `next` under the same lock it read `states` with.
 */
export function reserveSignInTry(
  states: readonly (ThrottleState | undefined)[],
  now: Date,
): ThrottleReservation {
  const decision = checkThrottle(states, now);
  if (!decision.allowed) return decision;
  return { allowed: true, next: states.map((state) => recordSignInFailure(state, now)) };
}
