import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/create-db.ts';
import { idempotencyKeys } from '../../db/schema.ts';

/** claims the key; false when it was claimed before */
export async function claimKey(
  db: DbOrTx,
  key: string,
  userId: string,
  requestHash: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .insert(idempotencyKeys)
    .values({ key, userId, requestHash, statusCode: 0, body: null, createdAt: now })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return rows.length > 0;
}

export async function findKey(db: DbOrTx, key: string) {
  const [row] = await db
    .select({
      requestHash: idempotencyKeys.requestHash,
      statusCode: idempotencyKeys.statusCode,
      body: idempotencyKeys.body,
    })
    .from(idempotencyKeys)
    .where(eq(idempotencyKeys.key, key));
  return row;
}

export async function storeAnswer(db: DbOrTx, key: string, statusCode: number, body: unknown) {
  await db
    .update(idempotencyKeys)
    .set({ statusCode, body: body ?? null })
    .where(eq(idempotencyKeys.key, key));
}

export async function releaseKey(db: DbOrTx, key: string): Promise<void> {
  await db.delete(idempotencyKeys).where(eq(idempotencyKeys.key, key));
}

/**
 * Deletes at most `limit` keys claimed before `cutoff`, oldest first; answers how many.
 * Rows another transaction is writing (an answer being stored) are skipped.
 */
export async function deleteKeysClaimedBefore(
  db: DbOrTx,
  cutoff: Date,
  limit: number,
): Promise<number> {
  const deleted = await db
    .delete(idempotencyKeys)
    .where(
      sql`${idempotencyKeys.key} in (select key from idempotency_keys
        where created_at < ${cutoff.toISOString()} order by created_at limit ${limit}
        for update skip locked)`,
    )
    .returning({ key: idempotencyKeys.key });
  return deleted.length;
}
