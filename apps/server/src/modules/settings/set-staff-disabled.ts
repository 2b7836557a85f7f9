import { settingsMessages } from '@car-rental/domain/contract/settings';
import { DomainError } from '@car-rental/domain/errors';
import type { AppDeps } from '../../lib/deps.ts';
import { write } from '../../lib/write.ts';
import { deleteUserSessions, type SessionUser } from '../auth/sessions.repository.ts';
import { setUserDisabled } from '../auth/users.repository.ts';
import { assertMayActOn, assertNotLastOwner, lockedStaff } from './staff-writes.ts';

/** disable signs the account out everywhere; nobody can disable their own account */
export async function setStaffDisabled(
  ctx: AppDeps,
  { you, id, disabled }: { you: SessionUser; id: string; disabled: boolean },
): Promise<void> {
  await write(ctx, async (tx, audit) => {
    const staff = await lockedStaff(tx, id);
    if (disabled && staff.id === you.id) {
      throw new DomainError('own_account', settingsMessages.cannotDisableSelf);
    }
    assertMayActOn(you, staff.role, disabled ? 'disable' : 'enable');
    if (disabled) await assertNotLastOwner(tx, staff);
    await setUserDisabled(tx, staff.email, disabled);
    if (disabled) await deleteUserSessions(tx, staff.id);
    audit.record({
      entity: 'user',
      entityId: staff.id,
      before: { disabled: staff.disabled },
      after: { disabled, sessionsEnded: disabled },
    });
  });
}
