import { sql } from 'drizzle-orm';
import type { Db } from '../../db/create-db.ts';

/**
 * Whether the database answers and holds the migration made at `migrationMillis` (or a
 * later one): drizzle's migrator records each applied migration with its journal time
 * and skips those at or before the newest recorded, so this is its own rule.
 */
export async function hasMigration(db: Db, migrationMillis: number): Promise<boolean> {
  const result = (await db.execute(
    sql`select exists (select 1 from drizzle.__drizzle_migrations
      where created_at >= ${migrationMillis}) as applied`,
  )) as unknown as { rows: { applied: boolean }[] };
  return result.rows[0]?.applied === true;
}
