import type { AuditEntry, AuditPage } from '@car-rental/domain/contract/audit';
import { desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/create-db.ts';
import { auditLog, users } from '../../db/schema.ts';
import { decodeTimeCursor, TIME_KEY_FORMAT, toPage } from '../../lib/keyset-cursor.ts';
import { pageLimit } from '../../lib/sql.ts';

const timeKey = sql<string>`to_char(${auditLog.at} at time zone 'UTC', ${sql.raw(`'${TIME_KEY_FORMAT}'`)})`;

/** the audit trail, newest first, keyset on (at, id) */
export async function listAuditLog(
  db: DbOrTx,
  query: { cursor?: string | undefined; limit: number },
): Promise<AuditPage> {
  const after = decodeTimeCursor(query.cursor);
  const rows = await db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      userId: auditLog.userId,
      userName: users.displayName,
      action: auditLog.action,
      entity: auditLog.entity,
      entityId: auditLog.entityId,
      before: auditLog.before,
      after: auditLog.after,
      key: timeKey,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.userId))
    .where(
      after
        ? sql`(${auditLog.at}, ${auditLog.id}) < (${after.key}::timestamptz, ${after.id}::uuid)`
        : undefined,
    )
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(pageLimit(query.limit + 1));
  return toPage(
    rows,
    query.limit,
    ({ key: _key, at, ...row }): AuditEntry => ({ ...row, at: at.toISOString() }),
    (row) => ({ key: row.key, id: row.id }),
  );
}
