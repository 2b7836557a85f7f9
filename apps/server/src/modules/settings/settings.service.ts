import { randomInt } from 'node:crypto';
import type {
  BusinessSettings,
  BusinessSettingsInput,
  StaffList,
} from '@car-rental/domain/contract/settings';
import { settingsMessages } from '@car-rental/domain/contract/settings';
import { DomainError } from '@car-rental/domain/errors';
import type { AppDeps } from '../../lib/deps.ts';
import { hashSecret } from '../../lib/passwords.ts';
import { write } from '../../lib/write.ts';
import { deleteUserSessions, type SessionUser } from '../auth/sessions.repository.ts';
import { setPasswordHash, setUserDisabled } from '../auth/users.repository.ts';
import { findStaff, listStaff, readSettings, saveBusinessSettings } from './settings.repository.ts';

export function getSettings(deps: AppDeps): Promise<BusinessSettings> {
  return readSettings(deps.db);
}

export async function updateSettings(
  deps: AppDeps,
  input: BusinessSettingsInput,
): Promise<BusinessSettings> {
  return write(deps, ['settings'], async (tx, audit) => {
    const before = await readSettings(tx);
    await saveBusinessSettings(tx, input, deps.clock.now());
    const after = await readSettings(tx);
    audit.record({ entity: 'settings', entityId: '1', before, after });
    return after;
  });
}

export async function listStaffMembers(deps: AppDeps, you: SessionUser): Promise<StaffList> {
  const rows = await listStaff(deps.db);
  return {
    items: rows.map((row) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
      isYou: row.id === you.id,
    })),
  };
}

async function existingStaff(deps: AppDeps, id: string) {
  const staff = await findStaff(deps.db, id);
  if (!staff) throw new DomainError('user_not_found', settingsMessages.userNotFound);
  return staff;
}

/** disable signs the account out everywhere; nobody can disable their own account */
export async function setStaffDisabled(
  deps: AppDeps,
  you: SessionUser,
  id: string,
  disabled: boolean,
): Promise<void> {
  const staff = await existingStaff(deps, id);
  if (disabled && staff.id === you.id) {
    throw new DomainError('own_account', settingsMessages.cannotDisableSelf);
  }
  await write(deps, ['users'], async (tx, audit) => {
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

/** no 0/O or 1/l/I: read aloud or copied from a screen without mistakes */
const alphabet = 'ABCDEFGHJKMNPQRSTUVWXYZabcdefghjkmnpqrstuvwxyz23456789';

export function temporaryPassword(length = 12): string {
  let text = '';
  for (let i = 0; i < length; i++) text += alphabet[randomInt(alphabet.length)];
  return text;
}

/**
 * Reset password: sets a random temporary password (shown once to whoever reset it, to
 * hand over) and signs the account out everywhere. Works without SMTP.
 */
export async function resetStaffPassword(
  deps: AppDeps,
  you: SessionUser,
  id: string,
): Promise<{ temporaryPassword: string }> {
  const staff = await existingStaff(deps, id);
  if (staff.id === you.id) throw new DomainError('own_account', settingsMessages.cannotResetSelf);
  const password = temporaryPassword();
  const passwordHash = await hashSecret(password);
  await write(deps, ['users'], async (tx, audit) => {
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
