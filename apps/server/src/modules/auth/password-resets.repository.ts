import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/create-db.ts';
import { passwordResets } from '../../db/schema.ts';

export async function insertResetLink(
  db: DbOrTx,
  link: { tokenHash: string; userId: string; expiresAt: Date; createdAt: Date },
): Promise<void> {
  await db.insert(passwordResets).values(link);
}

/** the link row, locked so two confirmations of one link cannot both pass */
export async function lockResetLink(db: DbOrTx, tokenHash: string) {
  const [row] = await db
    .select({
      userId: passwordResets.userId,
      expiresAt: passwordResets.expiresAt,
      usedAt: passwordResets.usedAt,
    })
    .from(passwordResets)
    .where(eq(passwordResets.tokenHash, tokenHash))
    .for('update');
  return row;
}

export async function markResetLinkUsed(db: DbOrTx, tokenHash: string, now: Date): Promise<void> {
  await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(eq(passwordResets.tokenHash, tokenHash));
}
