import {
  reserveSignInTry,
  type ThrottleReservation,
} from '@car-rental/domain/auth/sign-in-throttle';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/create-db.ts';
import { signInThrottles } from '../../db/schema.ts';

/** the throttle keys of one sign-in try: its account (or identifier) and its client address */
export function throttleKeys(account: string, address: string): string[] {
  return [`account:${account}`, `address:${address}`];
}

/**
 * Reserves one try before its password is checked: each key's row is locked (in key order,
 * so two tries never wait on each other crosswise), the throttle decides, and a try let
 * through is counted as a failure at once, in the same transaction. Parallel tries, from
 * one process or several on one database, queue on the rows and each sees the ones before
 * it; a refused try changes nothing.
 */
export async function reserveTry(
  db: DbOrTx,
  keys: string[],
  now: Date,
): Promise<ThrottleReservation> {
  const sorted = [...new Set(keys)].sort();
  return db.transaction(async (tx) => {
    await tx
      .insert(signInThrottles)
      .values(sorted.map((key) => ({ key, failures: 0, lastFailureAt: now })))
      .onConflictDoNothing();
    const rows = await tx
      .select()
      .from(signInThrottles)
      .where(inArray(signInThrottles.key, sorted))
      .orderBy(asc(signInThrottles.key))
      .for('update');
    const reservation = reserveSignInTry(
      rows.map((row) => (row.failures > 0 ? row : undefined)),
      now,
    );
    if (!reservation.allowed) {
      // the rows this try added hold nothing: leave the table as it was
      await tx
        .delete(signInThrottles)
        .where(and(inArray(signInThrottles.key, sorted), eq(signInThrottles.failures, 0)));
      return reservation;
    }
    for (const [i, row] of rows.entries()) {
      await tx
        .update(signInThrottles)
        .set(reservation.next[i]!)
        .where(eq(signInThrottles.key, row.key));
    }
    return reservation;
  });
}

/** a successful sign-in forgets the failures of its account and address */
export async function clearThrottles(db: DbOrTx, keys: string[]): Promise<void> {
  await db.delete(signInThrottles).where(inArray(signInThrottles.key, keys));
}
