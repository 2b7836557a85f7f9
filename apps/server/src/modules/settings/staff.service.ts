import {
  type AccountAction,
  mayActOnAccount,
  mayGiveRoles,
  permissionMessages,
  type Role,
} from '@car-rental/domain/auth/permissions';
import type { StaffList } from '@car-rental/domain/contract/settings';
import { settingsMessages } from '@car-rental/domain/contract/settings';
import { DomainError } from '@car-rental/domain/errors';
import type { Tx } from '../../db/create-db.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { randomInt } from '../../lib/tokens.ts';
import { write } from '../../lib/write.ts';
import { deleteUserSessions, type SessionUser } from '../auth/sessions.repository.ts';
import { lockUserSetup, setPasswordHash, setUserDisabled } from '../auth/users.repository.ts';
import {
  countOtherEnabledOwners,
  findStaff,
  listStaff,
  setUserRole,
} from './settings.repository.ts';

/** owners see every account; managers see the agents they manage, and themselves */
export async function listStaffMembers(deps: AppDeps, you: SessionUser): Promise<StaffList> {
  const rows = await listStaff(deps.db);
  return {
    items: rows
      .filter((row) => row.id === you.id || mayActOnAccount(you.role, row.role, 'disable'))
      .map((row) => ({
        ...row,
        createdAt: row.createdAt.toISOString(),
        isYou: row.id === you.id,
      })),
  };
}

/** refuses an action on an account that outranks the actor (or a role only owners give) */
export function assertMayActOn(you: SessionUser, target: Role, action: AccountAction): void {
  if (!mayActOnAccount(you.role, target, action)) {
    throw new DomainError('forbidden', permissionMessages.forbidden);
  }
}

/** the account, read again inside the write under the accounts lock */
async function lockedStaff(tx: Tx, id: string) {
  await lockUserSetup(tx);
  const staff = await findStaff(tx, id);
  if (!staff) throw new DomainError('user_not_found', settingsMessages.userNotFound);
  return staff;
}

/**
 * An enabled owner who stops being one (disabled or demoted) must leave another behind:
 * someone must still give the roles.
 */
async function assertNotLastOwner(tx: Tx, staff: { id: string; role: Role; disabled: boolean }) {
  if (!mayGiveRoles(staff.role) || staff.disabled) return;
  if ((await countOtherEnabledOwners(tx, staff.id)) === 0) {
    throw new DomainError('last_owner', permissionMessages.lastOwner);
  }
}

/** disable signs the account out everywhere; nobody can disable their own account */
export async function setStaffDisabled(
  deps: AppDeps,
  you: SessionUser,
  id: string,
  disabled: boolean,
): Promise<void> {
  await write(deps, async (tx, audit) => {
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

/** owners only (the permission table); the last enabled owner keeps the role */
export async function changeStaffRole(
  deps: AppDeps,
  you: SessionUser,
  id: string,
  role: Role,
): Promise<void> {
  await write(deps, async (tx, audit) => {
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

/** no 0/O or 1/l/I: read aloud or copied from a screen without mistakes */
const alphabet = 'ABCDEFGHJKMNPQRSTUVWXYZabcdefghjkmnpqrstuvwxyz23456789';

export function temporaryPassword(length = 12): string {
  let text = '';
  for (let i = 0; i < length; i++) text += alphabet[randomInt(alphabet.length)];
  return text;
}

/**
 * Reset password: sets a random temporary password (shown once to whoever reset it, to
 * hand over) and signs the account out everywhere. Works without SMTP. Only for an
 * account the actor may act on: a manager resets agents, an owner anyone else.
 */
export async function resetStaffPassword(
  deps: AppDeps,
  you: SessionUser,
  id: string,
): Promise<{ temporaryPassword: string }> {
  const target = await findStaff(deps.db, id);
  if (!target) throw new DomainError('user_not_found', settingsMessages.userNotFound);
  if (target.id === you.id) throw new DomainError('own_account', settingsMessages.cannotResetSelf);
  assertMayActOn(you, target.role, 'resetPassword');
  const password = temporaryPassword();
  const passwordHash = await deps.passwords.hash(password);
  await write(deps, async (tx, audit) => {
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
