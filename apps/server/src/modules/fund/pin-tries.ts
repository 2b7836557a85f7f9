import { DomainError } from '@car-rental/domain/errors';
import {
  INCORRECT_PIN,
  isAccountPinWaiting,
  PIN_ACCOUNT_WAITING,
  PIN_LOCKED,
  recordAccountPinFailure,
  recordPinFailure,
} from '@car-rental/domain/fund/pin-lockout';
import type { Tx } from '../../db/create-db.ts';
import type { AppDeps } from '../../lib/deps.ts';
import type { Audit } from '../../lib/write.ts';
import {
  type CurrentSession,
  lockSessionPin,
  savePinFailures,
} from '../auth/sessions.repository.ts';
import {
  clearAccountPinTries,
  lockAccountPinTries,
  readAccountPinTries,
  saveAccountPinFailure,
} from './pin-tries.repository.ts';

/** how a checked PIN try ends: the unlock and the Change PIN form share it */
export type PinTry = 'right' | 'wrong' | 'session_locked' | 'account_waiting';

/** the refusal of a try that did not end 'right' */
export function pinRefusal(outcome: Exclude<PinTry, 'right'>): DomainError {
  if (outcome === 'session_locked') return new DomainError('pin_locked', PIN_LOCKED);
  if (outcome === 'account_waiting') return new DomainError('pin_locked', PIN_ACCOUNT_WAITING);
  return new DomainError('incorrect_pin', INCORRECT_PIN);
}

/**
 * Before the PIN is hashed: a session locked out, or an account that must wait, is refused
 * without a check (countPinTry decides again under the locks).
 */
export async function refuseWaitingPin(deps: AppDeps, session: CurrentSession): Promise<void> {
  if (session.pinLocked) throw pinRefusal('session_locked');
  const tries = await readAccountPinTries(deps.db, session.user.id);
  if (isAccountPinWaiting(tries, deps.clock.now())) throw pinRefusal('account_waiting');
}

/**
 * Counts one checked PIN try, inside its write, under the session's and the account's row
 * locks: a session locked out or an account that must wait refuses it whatever the PIN (so
 * a guess during the wait learns nothing); the right PIN forgets the account's wrong tries
 * (the caller records its own action); a wrong one is counted on the session (5 in 15
 * minutes lock it out until a new sign-in) and on the account (past the free tries, a
 * growing wait). The owner is told: a wrong try that locks a session out or makes the
 * account wait is on the audit trail (other wrong tries leave none, as before).
 */
export async function countPinTry(
  tx: Tx,
  audit: Audit,
  session: CurrentSession,
  right: boolean,
  now: Date,
): Promise<PinTry> {
  const userId = session.user.id;
  const current = await lockSessionPin(tx, session.id);
  if (!current || current.pinLocked) {
    audit.skip();
    return 'session_locked';
  }
  const account = await lockAccountPinTries(tx, userId, now);
  if (isAccountPinWaiting(account, now)) {
    audit.skip();
    return 'account_waiting';
  }
  if (right) {
    await clearAccountPinTries(tx, userId);
    return 'right';
  }
  const failure = recordPinFailure(current.pinFailures, now);
  await savePinFailures(tx, session.id, failure);
  const tries = recordAccountPinFailure(account.failures, now);
  await saveAccountPinFailure(tx, userId, tries, now);
  const outcome = failure.locked
    ? 'session_locked'
    : tries.lockedUntil
      ? 'account_waiting'
      : 'wrong';
  if (outcome === 'wrong') {
    audit.skip();
  } else {
    audit.record({
      entity: 'total_benefit',
      entityId: userId,
      after: {
        outcome: 'wrong_pin_lockout',
        sessionLockedOut: failure.locked,
        accountFailures: tries.failures,
        accountWaitUntil: tries.lockedUntil,
      },
    });
  }
  return outcome;
}
