import { DomainError } from '@car-rental/domain/errors';
import { BENEFIT_LOCKED, PIN_NOT_SET } from '@car-rental/domain/fund/pin-lockout';
import { benefitFromParts } from '@car-rental/domain/fund/total-benefit';
import type { AppDeps } from '../../lib/deps.ts';
import { write } from '../../lib/write.ts';
import { type CurrentSession, setBenefitUnlocked } from '../auth/sessions.repository.ts';
import { readPinHash } from '../settings/settings.repository.ts';
import { benefitParts } from './fund.repository.ts';
import { countPinTry, pinRefusal, refuseWaitingPin } from './pin-tries.ts';

async function currentBenefit(deps: AppDeps): Promise<{ totalBenefit: number }> {
  return { totalBenefit: benefitFromParts(await benefitParts(deps.db)) };
}

/**
 * unlockBenefit: the PIN is checked against its hash in settings. Wrong tries are kept
 * on the session (the 5th within 15 minutes locks the session out until a new sign-in) and
 * on the account, over all its sessions (past the free tries, each makes the next wait):
 * see countPinTry.
 */
export async function unlockBenefit(
  deps: AppDeps,
  session: CurrentSession,
  pin: string,
): Promise<{ totalBenefit: number }> {
  await refuseWaitingPin(deps, session);
  const pinHash = await readPinHash(deps.db);
  if (!pinHash) throw new DomainError('pin_not_set', PIN_NOT_SET);
  // argon2 runs outside the transaction: PGlite serves one transaction at a time
  const right = await deps.passwords.verify(pinHash, pin);
  const now = deps.clock.now();
  const outcome = await write(deps, async (tx, audit) => {
    const counted = await countPinTry(tx, audit, session, right, now);
    if (counted === 'right') {
      await setBenefitUnlocked(tx, session.id, now);
      audit.record({ entity: 'total_benefit', after: { outcome: 'unlocked' } });
    }
    return counted;
  });
  // the failure is committed before the refusal is thrown
  if (outcome !== 'right') throw pinRefusal(outcome);
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
