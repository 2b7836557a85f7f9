import type { AccountPinTries } from '@car-rental/domain/fund/pin-lockout';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/create-db.ts';
import { signInThrottles } from '../../db/schema.ts';

/**
 * Issue 28 §12: an account's wrong PIN tries in a row, over all its sessions. They are a
 * throttle like the sign-in's and share its table (key, failures, last failure, locked
 * until), under keys of their own, 'pin:<user id>', so no migration was needed; a sign-in
 * clears only its own 'account:' and 'address:' keys, so signing in again forgets nothing.
 */
const keyOf = (userId: string) => `pin:${userId}`;

/** the account's tries as they stand (unlocked: the cheap check before argon2) */
export async function readAccountPinTries(
  db: DbOrTx,
  userId: string,
): Promise<AccountPinTries | undefined> {
  const [row] = await db
    .select({ failures: signInThrottles.failures, lockedUntil: signInThrottles.lockedUntil })
    .from(signInThrottles)
    .where(eq(signInThrottles.key, keyOf(userId)));
  return row;
}

/**
 * The account's tries, locked for the write that counts one more: parallel tries of one
 * account, from any session or server, queue on the row and each sees the ones before it.
 */
export async function lockAccountPinTries(
  tx: DbOrTx,
  userId: string,
  now: Date,
): Promise<AccountPinTries> {
  const key = keyOf(userId);
  await tx
    .insert(signInThrottles)
    .values({ key, failures: 0, lastFailureAt: now })
    .onConflictDoNothing();
  const [row] = await tx
    .select({ failures: signInThrottles.failures, lockedUntil: signInThrottles.lockedUntil })
    .from(signInThrottles)
    .where(eq(signInThrottles.key, key))
    .for('update');
  return row ?? { failures: 0, lockedUntil: null };
}

export async function saveAccountPinFailure(
  tx: DbOrTx,
  userId: string,
  tries: AccountPinTries,
  now: Date,
): Promise<void> {
  await tx
    .update(signInThrottles)
    .set({ failures: tries.failures, lockedUntil: tries.lockedUntil, lastFailureAt: now })
    .where(eq(signInThrottles.key, keyOf(userId)));
}

/** the right PIN forgets the account's wrong tries */
export async function clearAccountPinTries(tx: DbOrTx, userId: string): Promise<void> {
  await tx.delete(signInThrottles).where(eq(signInThrottles.key, keyOf(userId)));
}
