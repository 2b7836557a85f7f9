import { assertResetLinkUsable } from '@car-rental/domain/auth/password-reset';
import type { ResetPasswordBody } from '@car-rental/domain/contract/auth';
import type { AppDeps } from '../../lib/deps.ts';
import { hashToken } from '../../lib/tokens.ts';
import { write } from '../../lib/write.ts';
import { lockResetLink, markResetLinkUsed } from './password-resets.repository.ts';
import { deleteUserSessions } from './sessions.repository.ts';
import { setPasswordHash } from './users.repository.ts';

/** Sets the new password, spends the link and signs the account out everywhere. */
export async function resetPassword(ctx: AppDeps, input: ResetPasswordBody): Promise<void> {
  const tokenHash = await hashToken(input.token);
  // refuse a bad link before paying for a password hash
  assertResetLinkUsable(await lockResetLink(ctx.db, tokenHash), ctx.clock.now());
  const passwordHash = await ctx.passwords.hash(input.password);
  const now = ctx.clock.now();
  await write(ctx, async (tx, audit) => {
    const link = assertResetLinkUsable(await lockResetLink(tx, tokenHash), now);
    await markResetLinkUsed(tx, tokenHash, now);
    await setPasswordHash(tx, link.userId, passwordHash);
    await deleteUserSessions(tx, link.userId);
    // the person acting is the account's owner, who holds the link
    audit.record({
      action: 'resetPassword',
      userId: link.userId,
      entity: 'user',
      entityId: link.userId,
      before: null,
      after: { passwordChanged: true, sessionsEnded: true },
    });
  });
}
