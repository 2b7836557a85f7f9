import { DomainError } from '@car-rental/domain/errors';
import { BENEFIT_LOCKED } from '@car-rental/domain/fund/pin-lockout';
import { benefitFromParts } from '@car-rental/domain/fund/total-benefit';
import type { AppDeps } from '../../lib/deps.ts';
import type { CurrentSession } from '../auth/sessions.repository.ts';
import { benefitParts } from './fund.repository.ts';

export async function currentBenefit(ctx: AppDeps): Promise<{ totalBenefit: number }> {
  return { totalBenefit: benefitFromParts(await benefitParts(ctx.db)) };
}

/** getTotalBenefit: the figure, only to a session that unlocked it in the last 15 minutes */
export async function getTotalBenefit(
  ctx: AppDeps,
  { session }: { session: CurrentSession },
): Promise<{ totalBenefit: number }> {
  if (!session.benefitUnlocked || session.pinLocked) {
    throw new DomainError('benefit_locked', BENEFIT_LOCKED);
  }
  return currentBenefit(ctx);
}
