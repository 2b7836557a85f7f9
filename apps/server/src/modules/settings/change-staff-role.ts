import { mayGiveRoles, type Role } from '@car-rental/domain/auth/permissions';
import type { AppDeps } from '../../lib/deps.ts';
import { write } from '../../lib/write.ts';
import type { SessionUser } from '../auth/sessions.repository.ts';
import { setUserRole } from './settings.repository.ts';
import { assertMayActOn, assertNotLastOwner, lockedStaff } from './staff-writes.ts';

/** owners only (the permission table); the last enabled owner keeps the role */
export async function changeStaffRole(
  ctx: AppDeps,
  { you, id, role }: { you: SessionUser; id: string; role: Role },
): Promise<void> {
  await write(ctx, async (tx, audit) => {
    const staff = await lockedStaff(tx, id);
    assertMayActOn(you, staff.role, 'changeRole');
    if (!mayGiveRoles(role)) await assertNotLastOwner(tx, staff);
    await setUserRole(tx, staff.id, role);
    audit.record({
      entity: 'user',
      entityId: staff.id,
      before: { role: staff.role },
      after: { role },
    });
  });
}
