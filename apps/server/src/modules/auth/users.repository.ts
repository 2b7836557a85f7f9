import type { Role } from '@car-rental/domain/auth/permissions';
import type { Language } from '@car-rental/domain/i18n/languages';
import { count, eq, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/create-db.ts';
import { settings, users } from '../../db/schema.ts';
import { endOutstandingResetLinks } from './password-resets.repository.ts';
import type { SessionUser } from './sessions.repository.ts';

export interface NewUser {
  email: string;
  username?: string | undefined;
  displayName: string;
  passwordHash: string;
  role: Role;
}

const userColumns = {
  id: users.id,
  email: users.email,
  username: users.username,
  displayName: users.displayName,
  role: users.role,
  language: users.language,
};

export async function countUsers(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users);
  return row?.n ?? 0;
}

/** serialises the first-account check between concurrent requests on one PostgreSQL */
export async function lockUserSetup(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(724002)`);
}

/** the account an identifier names: its e-mail or its username, case-insensitive */
export async function findUserForSignIn(db: DbOrTx, identifier: string) {
  const [row] = await db
    .select({ ...userColumns, passwordHash: users.passwordHash, disabled: users.disabled })
    .from(users)
    .where(
      or(
        sql`lower(${users.email}) = lower(${identifier})`,
        sql`lower(${users.username}) = lower(${identifier})`,
      ),
    )
    .limit(1);
  return row;
}

export async function findUserByEmail(db: DbOrTx, email: string) {
  const [row] = await db
    .select({ ...userColumns, disabled: users.disabled })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1);
  return row;
}

export async function emailExists(db: DbOrTx, email: string): Promise<boolean> {
  return (await findUserByEmail(db, email)) !== undefined;
}

export async function usernameExists(db: DbOrTx, username: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`)
    .limit(1);
  return row !== undefined;
}

/** Inserts an account; null when the e-mail or username is already taken (race-safe). */
export async function insertUser(db: DbOrTx, user: NewUser): Promise<SessionUser | null> {
  const [row] = await db
    .insert(users)
    .values({
      email: user.email.toLowerCase(),
      username: user.username ?? null,
      displayName: user.displayName,
      passwordHash: user.passwordHash,
      role: user.role,
    })
    .onConflictDoNothing()
    .returning(userColumns);
  return row ?? null;
}

/** a new password ends every reset link of the account still outstanding (call in a write) */
export async function setPasswordHash(db: DbOrTx, userId: string, passwordHash: string) {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
  await endOutstandingResetLinks(db, userId);
}

/** disabling ends every reset link of the account still outstanding (call in a write) */
export async function setUserDisabled(db: DbOrTx, email: string, disabled: boolean) {
  const rows = await db
    .update(users)
    .set({ disabled })
    .where(sql`lower(${users.email}) = lower(${email})`)
    .returning({ id: users.id });
  const userId = rows[0]?.id;
  if (disabled && userId) await endOutstandingResetLinks(db, userId);
  return userId;
}

/** sets the Total Benefit PIN hash unless one is set already; true when it was set */
export async function setPinHashIfUnset(db: DbOrTx, pinHash: string): Promise<boolean> {
  const rows = await db
    .insert(settings)
    .values({ id: 1, benefitPinHash: pinHash })
    .onConflictDoUpdate({
      target: settings.id,
      set: { benefitPinHash: pinHash, updatedAt: sql`now()` },
      setWhere: sql`${settings.benefitPinHash} is null`,
    })
    .returning({ id: settings.id });
  return rows.length > 0;
}

/** the account's language (issue 16); answers the account as the session shows it */
export async function setUserLanguage(db: DbOrTx, userId: string, language: Language) {
  const [row] = await db
    .update(users)
    .set({ language })
    .where(eq(users.id, userId))
    .returning(userColumns);
  return row;
}
