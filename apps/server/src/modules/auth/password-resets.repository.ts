import { and, eq, isNull } from 'drizzle-orm';
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

/**
 * Ends every link of the account not used yet (issue 28): a password set by any way, or a
 * disabled account, leaves no older link alive. A used link stays, as the record of its use.
 */
export async function endOutstandingResetLinks(db: DbOrTx, userId: string): Promise<void> {
  await db
    .delete(passwordResets)
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}
