import type { AppDeps } from '../../lib/deps.ts';
import { write } from '../../lib/write.ts';
import { type CurrentSession, setBenefitUnlocked } from '../auth/sessions.repository.ts';

/** lockBenefit: the lock button */
export async function lockBenefit(
  ctx: AppDeps,
  { session }: { session: CurrentSession },
): Promise<void> {
  await write(ctx, async (tx, audit) => {
    await setBenefitUnlocked(tx, session.id, null);
    audit.record({ entity: 'total_benefit', after: { outcome: 'locked_by_user' } });
  });
}
