import type { AppDeps } from '../../lib/deps.ts';
import { countUsers } from './users.repository.ts';

/** the sign-in screen offers to create the owner while no account exists */
export async function getSetupStatus(ctx: AppDeps): Promise<{ needsSetup: boolean }> {
  return { needsSetup: (await countUsers(ctx.db)) === 0 };
}
