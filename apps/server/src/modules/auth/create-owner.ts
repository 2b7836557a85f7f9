import { authMessages } from '@car-rental/domain/auth/credentials';
import type { CreateOwnerBody } from '@car-rental/domain/contract/auth';
import { DomainError } from '@car-rental/domain/errors';
import type { AppDeps } from '../../lib/deps.ts';
import { write } from '../../lib/write.ts';
import { addAccount } from './accounts.ts';
import { createSession } from './sessions.repository.ts';
import type { SignedIn } from './sign-in.ts';
import { countUsers, lockUserSetup, setPinHashIfUnset } from './users.repository.ts';

/** The first account, on an empty database; signs it in. */
export async function createOwner(ctx: AppDeps, input: CreateOwnerBody): Promise<SignedIn> {
  if ((await countUsers(ctx.db)) > 0) throw new DomainError('setup_done', authMessages.setupDone);
  const [passwordHash, pinHash] = await Promise.all([
    ctx.passwords.hash(input.password),
    input.pin === undefined ? undefined : ctx.passwords.hash(input.pin),
  ]);
  const now = ctx.clock.now();
  return write(ctx, async (tx, audit) => {
    await lockUserSetup(tx);
    if ((await countUsers(tx)) > 0) throw new DomainError('setup_done', authMessages.setupDone);
    const user = await addAccount(tx, { ...input, passwordHash, role: 'owner' });
    if (pinHash) await setPinHashIfUnset(tx, pinHash);
    audit.record({
      action: 'createOwner',
      userId: user.id,
      entity: 'user',
      entityId: user.id,
      before: null,
      after: { ...user, pinSet: pinHash !== undefined },
    });
    return { user, token: await createSession(tx, user.id, now) };
  });
}
