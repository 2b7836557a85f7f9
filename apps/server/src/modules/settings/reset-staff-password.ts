import { settingsMessages } from '@car-rental/domain/contract/settings';
import { DomainError } from '@car-rental/domain/errors';
import type { AppDeps } from '../../lib/deps.ts';
import { write } from '../../lib/write.ts';
import { deleteUserSessions, type SessionUser } from '../auth/sessions.repository.ts';
import { setPasswordHash } from '../auth/users.repository.ts';
import { findStaff } from './settings.repository.ts';
import { assertMayActOn, lockedStaff, temporaryPassword } from './staff-writes.ts';

/**
 * Reset password: sets a random temporary password (shown once to whoever reset it, to
 * hand over) and signs the account out everywhere. Works without SMTP. Only for an
 * account the actor may act on: a manager resets agents, an owner anyone else.
 */
export async function resetStaffPassword(
  ctx: AppDeps,
  { you, id }: { you: SessionUser; id: string },
): Promise<{ temporaryPassword: string }> {
  const target = await findStaff(ctx.db, id);
  if (!target) throw new DomainError('user_not_found', settingsMessages.userNotFound);
  if (target.id === you.id) throw new DomainError('own_account', settingsMessages.cannotResetSelf);
  assertMayActOn(you, target.role, 'resetPassword');
  const password = temporaryPassword();
  const passwordHash = await ctx.passwords.hash(password);
  await write(ctx, async (tx, audit) => {
    // the role may have changed while the password was hashed
    const staff = await lockedStaff(tx, id);
    assertMayActOn(you, staff.role, 'resetPassword');
    await setPasswordHash(tx, staff.id, passwordHash);
    await deleteUserSessions(tx, staff.id);
    // never the password itself
    audit.record({
      entity: 'user',
      entityId: staff.id,
      before: null,
      after: { temporaryPasswordSet: true, sessionsEnded: true },
    });
  });
  return { temporaryPassword: password };
}
