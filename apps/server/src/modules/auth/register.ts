import type { RegisterBody, SessionUser } from '@car-rental/domain/contract/auth';
import type { AppDeps } from '../../lib/deps.ts';
import { write } from '../../lib/write.ts';
import { assertMayActOn } from '../settings/staff-writes.ts';
import { addAccount } from './accounts.ts';

/**
 * Signed-in staff add staff (the spec's "register"); the new account is not signed in.
 * An agent unless said; managers add agents only.
 */
export async function register(
  ctx: AppDeps,
  { you, body: input }: { you: SessionUser; body: RegisterBody },
): Promise<SessionUser> {
  const role = input.role ?? 'agent';
  assertMayActOn(you, role, 'add');
  const passwordHash = await ctx.passwords.hash(input.password);
  return write(ctx, async (tx, audit) => {
    const user = await addAccount(tx, { ...input, passwordHash, role });
    audit.record({ entity: 'user', entityId: user.id, before: null, after: user });
    return user;
  });
}
