import { recordSignInFailure, type ThrottleState } from '@car-rental/domain/auth/sign-in-throttle';
import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/create-db.ts';
import { signInThrottles } from '../../db/schema.ts';

/** the throttle keys of one sign-in try: its account (or identifier) and its client address */
export function throttleKeys(account: string, address: string): string[] {
  return [`account:${account}`, `address:${address}`];
}

export async function readThrottles(db: DbOrTx, keys: string[]): Promise<ThrottleState[]> {
  return db
    .select({
      failures: signInThrottles.failures,
      lastFailureAt: signInThrottles.lastFailureAt,
      lockedUntil: signInThrottles.lockedUntil,
    })
    .from(signInThrottles)
    .where(inArray(signInThrottles.key, keys));
}

/** counts one failure on each key, each row locked while it is counted (concurrent tries add up) */
export async function recordFailures(db: DbOrTx, keys: string[], now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    for (const key of [...keys].sort()) {
      await tx
        .insert(signInThrottles)
        .values({ key, failures: 0, lastFailureAt: now })
        .onConflictDoNothing();
      const [row] = await tx
        .select({
          failures: signInThrottles.failures,
          lastFailureAt: signInThrottles.lastFailureAt,
          lockedUntil: signInThrottles.lockedUntil,
        })
        .from(signInThrottles)
        .where(eq(signInThrottles.key, key))
        .for('update');
      const next = recordSignInFailure(row?.failures ? row : undefined, now);
      await tx.update(signInThrottles).set(next).where(eq(signInThrottles.key, key));
    }
  });
}

/** a successful sign-in forgets the failures of its account and address */
export async function clearThrottles(db: DbOrTx, keys: string[]): Promise<void> {
  await db.delete(signInThrottles).where(inArray(signInThrottles.key, keys));
}
