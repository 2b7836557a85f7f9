import { sql } from 'drizzle-orm';
import type { Db } from '../../db/create-db.ts';
import { rows } from '../../db/rows.ts';

/**
 * Whether the database answers and holds the migration made at `migrationMillis` (or a
 * later one): drizzle's migrator records each applied migration with its journal time
 * and skips those at or before the newest recorded, so this is its own rule.
 */
export async function hasMigration(db: Db, migrationMillis: number): Promise<boolean> {
  const [row] = rows<{ applied: boolean }>(
    await db.execute(
      sql`select exists (select 1 from drizzle.__drizzle_migrations
      where created_at >= ${migrationMillis}) as applied`,
    ),
  );
  return row?.applied === true;
}
