import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { expect, it } from 'vitest';
import { migrationsOf } from './bundled-migrations.ts';
import { migrationsFolder } from './create-db.ts';

it('builds from bundled texts exactly the migrations drizzle reads from the folder', async () => {
  const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta/_journal.json'), 'utf8'));
  const texts = Object.fromEntries(
    journal.entries.map((entry: { tag: string }) => [
      entry.tag,
      readFileSync(join(migrationsFolder, `${entry.tag}.sql`), 'utf8'),
    ]),
  );
  const fromFolder = readMigrationFiles({ migrationsFolder });
  expect(fromFolder.length).toBeGreaterThanOrEqual(7);
  expect(await migrationsOf(journal, texts)).toEqual(fromFolder);
  await expect(migrationsOf(journal, {})).rejects.toThrow(/is not bundled/);
});
