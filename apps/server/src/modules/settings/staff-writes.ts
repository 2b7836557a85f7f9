import {
  type AccountAction,
  mayActOnAccount,
  mayGiveRoles,
  permissionMessages,
  type Role,
} from '@car-rental/domain/auth/permissions';
import { settingsMessages } from '@car-rental/domain/contract/settings';
import { DomainError } from '@car-rental/domain/errors';
import type { Tx } from '../../db/create-db.ts';
import { randomInt } from '../../lib/tokens.ts';
import type { SessionUser } from '../auth/sessions.repository.ts';
import { lockUserSetup } from '../auth/users.repository.ts';
import { countOtherEnabledOwners, findStaff } from './settings.repository.ts';

// The steps the staff use cases share.

/** refuses an action on an account that outranks the actor (or a role only owners give) */
export function assertMayActOn(you: SessionUser, target: Role, action: AccountAction): void {
  if (!mayActOnAccount(you.role, target, action)) {
    throw new DomainError('forbidden', permissionMessages.forbidden);
  }
}

/** the account, read again inside the write under the accounts lock */
export async function lockedStaff(tx: Tx, id: string) {
  await lockUserSetup(tx);
  const staff = await findStaff(tx, id);
  if (!staff) throw new DomainError('user_not_found', settingsMessages.userNotFound);
  return staff;
}

/**
 * An enabled owner who stops being one (disabled or demoted) must leave another behind:
 * someone must still give the roles.
 */
export async function assertNotLastOwner(
  tx: Tx,
  staff: { id: string; role: Role; disabled: boolean },
) {
  if (!mayGiveRoles(staff.role) || staff.disabled) return;
  if ((await countOtherEnabledOwners(tx, staff.id)) === 0) {
    throw new DomainError('last_owner', permissionMessages.lastOwner);
  }
}

/** no 0/O or 1/l/I: read aloud or copied from a screen without mistakes */
const alphabet = 'ABCDEFGHJKMNPQRSTUVWXYZabcdefghjkmnpqrstuvwxyz23456789';

export function temporaryPassword(length = 12): string {
  let text = '';
  for (let i = 0; i < length; i++) text += alphabet[randomInt(alphabet.length)];
  return text;
}
