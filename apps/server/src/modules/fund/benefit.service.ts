import { DomainError } from '@car-rental/domain/errors';
import {
  BENEFIT_LOCKED,
  INCORRECT_PIN,
  PIN_LOCKED,
  PIN_NOT_SET,
  recordPinFailure,
} from '@car-rental/domain/fund/pin-lockout';
import { benefitFromParts } from '@car-rental/domain/fund/total-benefit';
import type { AppDeps } from '../../lib/deps.ts';
import { write } from '../../lib/write.ts';
import {
  type CurrentSession,
  lockSessionPin,
  savePinFailures,
  setBenefitUnlocked,
} from '../auth/sessions.repository.ts';
import { readPinHash } from '../settings/settings.repository.ts';
import { benefitParts } from './fund.repository.ts';

async function currentBenefit(deps: AppDeps): Promise<{ totalBenefit: number }> {
  return { totalBenefit: benefitFromParts(await benefitParts(deps.db)) };
}

/**
 * unlockBenefit: the PIN is checked against its hash in settings. Wrong tries are kept
 * on the session; the 5th within 15 minutes locks the session out until a new sign-in.
 */
export async function unlockBenefit(
  deps: AppDeps,
  session: CurrentSession,
  pin: string,
): Promise<{ totalBenefit: number }> {
  if (session.pinLocked) throw new DomainError('pin_locked', PIN_LOCKED);
  const pinHash = await readPinHash(deps.db);
  if (!pinHash) throw new DomainError('pin_not_set', PIN_NOT_SET);
  // argon2 runs outside the transaction: PGlite serves one transaction at a time
  const right = await deps.passwords.verify(pinHash, pin);
  const now = deps.clock.now();
  const outcome = await write(deps, async (tx, audit) => {
    const current = await lockSessionPin(tx, session.id);
    if (!current || current.pinLocked) {
      audit.skip();
      return 'locked' as const;
    }
    if (right) {
      await setBenefitUnlocked(tx, session.id, now);
      audit.record({ entity: 'total_benefit', after: { outcome: 'unlocked' } });
      return 'unlocked' as const;
    }
    const failure = recordPinFailure(current.pinFailures, now);
    await savePinFailures(tx, session.id, failure);
    // a wrong PIN is refused: its try is counted on the session, not an action to audit
    audit.skip();
    return failure.locked ? ('locked' as const) : ('wrong' as const);
  });
  // the failure is committed before the refusal is thrown
  if (outcome === 'locked') throw new DomainError('pin_locked', PIN_LOCKED);
  if (outcome === 'wrong') throw new DomainError('incorrect_pin', INCORRECT_PIN);
  return currentBenefit(deps);
}

/** getTotalBenefit: the figure, only to a session that unlocked it in the last 15 minutes */
export async function getTotalBenefit(
  deps: AppDeps,
  session: CurrentSession,
): Promise<{ totalBenefit: number }> {
  if (!session.benefitUnlocked || session.pinLocked) {
    throw new DomainError('benefit_locked', BENEFIT_LOCKED);
  }
  return currentBenefit(deps);
}

/** lockBenefit: the lock button */
export async function lockBenefit(deps: AppDeps, session: CurrentSession): Promise<void> {
  await write(deps, async (tx, audit) => {
    await setBenefitUnlocked(tx, session.id, null);
    audit.record({ entity: 'total_benefit', after: { outcome: 'locked_by_user' } });
  });
}
