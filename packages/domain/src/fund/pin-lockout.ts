/** wrong PIN tries are counted over this window */
export const PIN_WINDOW_MS = 15 * 60 * 1000;
/** the try that reaches this count within the window locks the session */
export const PIN_MAX_FAILURES = 5;

export const INCORRECT_PIN = 'Incorrect PIN';
export const PIN_LOCKED = 'Too many wrong PIN attempts. Sign in again to retry.';
export const PIN_NOT_SET = 'No PIN has been set for Total Benefit.';
export const BENEFIT_LOCKED = 'Total Benefit is locked.';

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

/** an unlock of Total Benefit lasts this long; after it the PIN is asked again */
export const BENEFIT_UNLOCK_MS = 15 * 60 * 1000;

/** whether a session's unlock is still in force: unlocked, not relocked, within 15 minutes */
export function isBenefitUnlocked(unlocked: boolean, unlockedAt: Date | null, now: Date): boolean {
  if (!unlocked || unlockedAt === null) return false;
  return now.getTime() - unlockedAt.getTime() < BENEFIT_UNLOCK_MS;
}
