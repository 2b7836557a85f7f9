import { DomainError } from '@car-rental/domain/errors';
import { PIN_NOT_SET } from '@car-rental/domain/fund/pin-lockout';
import type { AppDeps } from '../../lib/deps.ts';
import { write } from '../../lib/write.ts';
import { type CurrentSession, setBenefitUnlocked } from '../auth/sessions.repository.ts';
import { readPinHash } from '../settings/settings.repository.ts';
import { currentBenefit } from './benefit-read.ts';
import { countPinTry, pinRefusal, refuseWaitingPin } from './pin-tries.ts';

/**
 * unlockBenefit: the PIN is checked against its hash in settings. Wrong tries are kept
 * on the session (the 5th within 15 minutes locks the session out until a new sign-in) and
 * on the account, over all its sessions (past the free tries, each makes the next wait):
 * see countPinTry.
 */
export async function unlockBenefit(
  ctx: AppDeps,
  { session, pin }: { session: CurrentSession; pin: string },
): Promise<{ totalBenefit: number }> {
  await refuseWaitingPin(ctx, session);
  const pinHash = await readPinHash(ctx.db);
  if (!pinHash) throw new DomainError('pin_not_set', PIN_NOT_SET);
  // argon2 runs outside the transaction: PGlite serves one transaction at a time
  const right = await ctx.passwords.verify(pinHash, pin);
  const now = ctx.clock.now();
  const outcome = await write(ctx, async (tx, audit) => {
    const counted = await countPinTry(tx, audit, session, right, now);
    if (counted === 'right') {
      await setBenefitUnlocked(tx, session.id, now);
      audit.record({ entity: 'total_benefit', after: { outcome: 'unlocked' } });
    }
    return counted;
  });
  // the failure is committed before the refusal is thrown
  if (outcome !== 'right') throw pinRefusal(outcome);
  return currentBenefit(ctx);
}
