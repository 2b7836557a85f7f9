import type { ChangePinBody } from '@car-rental/domain/contract/settings';
import { settingsMessages } from '@car-rental/domain/contract/settings';
import { DomainError } from '@car-rental/domain/errors';
import { INCORRECT_PIN, PIN_LOCKED, recordPinFailure } from '@car-rental/domain/fund/pin-lockout';
import type { AppDeps } from '../../lib/deps.ts';
import { write } from '../../lib/write.ts';
import {
  type CurrentSession,
  lockSessionPin,
  savePinFailures,
} from '../auth/sessions.repository.ts';
import { lockPinHash, readPinHash, savePinHash } from './settings.repository.ts';

/** a wrong current PIN counts towards the same lock-out as a wrong unlock */
async function recordWrongPin(deps: AppDeps, session: CurrentSession): Promise<never> {
  const locked = await write(deps, async (tx, audit) => {
    // a refused try is counted on the session, not an action: no audit entry
    audit.skip();
    const current = await lockSessionPin(tx, session.id);
    if (!current || current.pinLocked) return true;
    const failure = recordPinFailure(current.pinFailures, deps.clock.now());
    await savePinFailures(tx, session.id, failure);
    return failure.locked;
  });
  // the failure is committed before the refusal is thrown
  throw locked
    ? new DomainError('pin_locked', PIN_LOCKED)
    : new DomainError('incorrect_pin', INCORRECT_PIN, [
        { path: 'body.currentPin', message: INCORRECT_PIN },
      ]);
}

/**
 * Change PIN: the current PIN is required whenever one is set (checked like an unlock,
 * with the same lock-out). The new PIN locks Total Benefit again in every session.
 */
export async function changePin(
  deps: AppDeps,
  session: CurrentSession,
  input: ChangePinBody,
): Promise<void> {
  if (session.pinLocked) throw new DomainError('pin_locked', PIN_LOCKED);
  const currentHash = await readPinHash(deps.db);
  if (currentHash) {
    if (!input.currentPin) {
      throw new DomainError('validation_failed', settingsMessages.currentPinRequired, [
        { path: 'body.currentPin', message: settingsMessages.currentPinRequired },
      ]);
    }
    // argon2 runs outside the transaction: PGlite serves one transaction at a time
    if (!(await deps.passwords.verify(currentHash, input.currentPin)))
      await recordWrongPin(deps, session);
  }
  const newHash = await deps.passwords.hash(input.newPin);
  await write(deps, async (tx, audit) => {
    if ((await lockPinHash(tx)) !== currentHash) {
      throw new DomainError('conflict', 'The PIN was changed at the same time; try again.');
    }
    await savePinHash(tx, newHash, deps.clock.now());
    // never the PIN or its hash
    audit.record({
      entity: 'settings',
      entityId: '1',
      before: { pinSet: currentHash !== null },
      after: { pinSet: true, benefitRelocked: true },
    });
  });
}
