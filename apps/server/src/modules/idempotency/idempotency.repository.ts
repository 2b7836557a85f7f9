import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/create-db.ts';
import { idempotencyKeys } from '../../db/schema.ts';

/** claims the key; false when it was claimed before */
export async function claimKey(
  db: DbOrTx,
  key: string,
  userId: string,
  requestHash: string,
): Promise<boolean> {
  const rows = await db
    .insert(idempotencyKeys)
    .values({ key, userId, requestHash, statusCode: 0, body: null })
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
