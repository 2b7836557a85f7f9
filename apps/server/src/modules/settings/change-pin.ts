import type { ChangePinBody } from '@car-rental/domain/contract/settings';
import { settingsMessages } from '@car-rental/domain/contract/settings';
import { DomainError, fieldRefusal } from '@car-rental/domain/errors';
import { INCORRECT_PIN } from '@car-rental/domain/fund/pin-lockout';
import type { AppDeps } from '../../lib/deps.ts';
import { write } from '../../lib/write.ts';
import type { CurrentSession } from '../auth/sessions.repository.ts';
import { countPinTry, pinRefusal, refuseWaitingPin } from '../fund/pin-tries.ts';
import { lockPinHash, readPinHash, savePinHash } from './settings.repository.ts';

/** a wrong current PIN counts towards the same lock-outs as a wrong unlock */
async function recordWrongPin(ctx: AppDeps, session: CurrentSession): Promise<never> {
  const now = ctx.clock.now();
  const outcome = await write(ctx, (tx, audit) => countPinTry(tx, audit, session, false, now));
  // the failure is committed before the refusal is thrown
  if (outcome === 'wrong') {
    throw fieldRefusal('incorrect_pin', 'body.currentPin', INCORRECT_PIN);
  }
  throw pinRefusal(outcome === 'right' ? 'wrong' : outcome);
}

/**
 * Change PIN: the current PIN is required whenever one is set (checked like an unlock,
 * with the same lock-out). The new PIN locks Total Benefit again in every session.
 */
export async function changePin(
  ctx: AppDeps,
  { session, body: input }: { session: CurrentSession; body: ChangePinBody },
): Promise<void> {
  await refuseWaitingPin(ctx, session);
  const currentHash = await readPinHash(ctx.db);
  if (currentHash) {
    if (!input.currentPin) {
      throw fieldRefusal(
        'validation_failed',
        'body.currentPin',
        settingsMessages.currentPinRequired,
      );
    }
    // argon2 runs outside the transaction: PGlite serves one transaction at a time
    if (!(await ctx.passwords.verify(currentHash, input.currentPin)))
      await recordWrongPin(ctx, session);
  }
  const newHash = await ctx.passwords.hash(input.newPin);
  await write(ctx, async (tx, audit) => {
    if ((await lockPinHash(tx)) !== currentHash) {
      throw new DomainError('conflict', 'details.pinChangedMeanwhile');
    }
    if (currentHash) {
      // the right current PIN: refused all the same while the account waits, else it
      // forgets the account's wrong tries (a refusal here rolls the whole write back)
      const counted = await countPinTry(tx, audit, session, true, ctx.clock.now());
      if (counted !== 'right') throw pinRefusal(counted);
    }
    await savePinHash(tx, newHash, ctx.clock.now());
    // never the PIN or its hash
    audit.record({
      entity: 'settings',
      entityId: '1',
      before: { pinSet: currentHash !== null },
      after: { pinSet: true, benefitRelocked: true },
    });
  });
}
