import type { MigrationMeta } from 'drizzle-orm/migrator';
import { hashToken } from '../lib/tokens.ts';
import type { Db } from './create-db.ts';

/** drizzle-kit's meta/_journal.json */
export interface MigrationJournal {
  entries: { idx: number; when: number; tag: string; breakpoints: boolean }[];
}

/**
 * The migrations as drizzle's migrator reads them from the folder (readMigrationFiles),
 * built from texts a bundler put in the code: the demo's worker has no file system. Same
 * statements, same breakpoints, same timestamps and the same SHA-256 hashes.
 */
export async function migrationsOf(
  journal: MigrationJournal,
  sqlByTag: Record<string, string>,
): Promise<MigrationMeta[]> {
  return Promise.all(
    journal.entries.map(async (entry) => {
      const text = sqlByTag[entry.tag];
      if (text === undefined) throw new Error(`migration ${entry.tag} is not bundled`);
      return {
        sql: text.split('--> statement-breakpoint'),
        bps: entry.breakpoints,
        folderMillis: entry.when,
        hash: await hashToken(text),
      };
    }),
  );
}

/** applies them as drizzle's migrate() does: those newer than the last one applied */
export async function applyMigrations(db: Db, migrations: MigrationMeta[]): Promise<void> {
  const internals = db as unknown as {
    dialect: { migrate(m: MigrationMeta[], session: unknown, config: object): Promise<void> };
    session: unknown;
  };
  await internals.dialect.migrate(migrations, internals.session, { migrationsFolder: '' });
}
