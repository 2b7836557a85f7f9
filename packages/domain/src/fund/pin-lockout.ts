/** wrong PIN tries are counted over this window */
export const PIN_WINDOW_MS = 15 * 60 * 1000;
/** the try that reaches this count within the window locks the session */
export const PIN_MAX_FAILURES = 5;

export const INCORRECT_PIN = 'details.incorrectPin';
export const PIN_LOCKED = 'details.pinLocked';
export const PIN_NOT_SET = 'details.pinNotSet';
export const BENEFIT_LOCKED = 'details.benefitLocked';

/**
 * Records one wrong PIN try: keeps the tries of the last 15 minutes plus this one, and
 * says whether the session is now locked out.
 */
export function recordPinFailure(
  failures: readonly string[],
  now: Date,
): { failures: string[]; locked: boolean } {
  const since = now.getTime() - PIN_WINDOW_MS;
  const recent = failures.filter((at) => {
    const time = Date.parse(at);
    return Number.isFinite(time) && time > since;
  });
  recent.push(now.toISOString());
  return { failures: recent, locked: recent.length >= PIN_MAX_FAILURES };
}

/**
 * Issue 28 §12: wrong PIN tries are also counted per account, over all its sessions and
 * sign-ins, until the right PIN is given. The first PIN_ACCOUNT_FREE_TRIES cost nothing more
 * (two sessions' lock-outs: a person who mistypes is never held up), each one after them
 * makes the account wait before its next try, 2 minutes, then 4, 8 ... up to a day. Signing
 * in again no longer buys new guesses: about 17 in the first 4 hours instead of 10 000.
 */
export const PIN_ACCOUNT_FREE_TRIES = 10;
export const PIN_ACCOUNT_FIRST_WAIT_MS = 2 * 60 * 1000;
export const PIN_ACCOUNT_MAX_WAIT_MS = 24 * 60 * 60 * 1000;
export const PIN_ACCOUNT_WAITING = 'details.pinAccountWaiting';

/** an account's wrong PIN tries in a row, and until when its next try must wait */
export interface AccountPinTries {
  failures: number;
  lockedUntil: Date | null;
}

/** whether the account's next PIN try must wait (it is then refused without a check) */
export function isAccountPinWaiting(tries: AccountPinTries | undefined, now: Date): boolean {
  return tries?.lockedUntil != null && tries.lockedUntil.getTime() > now.getTime();
}

/** one more wrong try on the account: counted, and past the free ones, the wait it sets */
export function recordAccountPinFailure(failures: number, now: Date): AccountPinTries {
  const count = failures + 1;
  if (count < PIN_ACCOUNT_FREE_TRIES) return { failures: count, lockedUntil: null };
  const doublings = Math.min(count - PIN_ACCOUNT_FREE_TRIES, 20);
  const wait = Math.min(PIN_ACCOUNT_FIRST_WAIT_MS * 2 ** doublings, PIN_ACCOUNT_MAX_WAIT_MS);
  return { failures: count, lockedUntil: new Date(now.getTime() + wait) };
}

/** an unlock of Total Benefit lasts this long; after it the PIN is asked again */
export const BENEFIT_UNLOCK_MS = 15 * 60 * 1000;

/** whether a session's unlock is still in force: unlocked, not relocked, within 15 minutes */
export function isBenefitUnlocked(unlocked: boolean, unlockedAt: Date | null, now: Date): boolean {
  if (!unlocked || unlockedAt === null) return false;
  return now.getTime() - unlockedAt.getTime() < BENEFIT_UNLOCK_MS;
}
