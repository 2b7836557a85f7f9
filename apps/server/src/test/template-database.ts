import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { type Database, openDatabase } from '../db/create-db.ts';

/**
 * One migrated database per test run, copied for each test file instead of migrating an
 * empty one each time (docs/decisions/0007-ci-budget.md): on PGlite a dumped data directory
 * (a tarball) loaded into each file's in-memory database; on PostgreSQL a database each file
 * creates with `CREATE DATABASE ... TEMPLATE`. Vitest's global setup makes it and names it in
 * the environment, which the test processes inherit; without it (a script run outside
 * Vitest) every database is migrated from empty, as before.
 */
const PGLITE_TEMPLATE = 'TEST_PGLITE_TEMPLATE';
const PG_TEMPLATE = 'TEST_PG_TEMPLATE';

const adminQuery = async (url: string, text: string) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
};

const withDatabase = (url: string, name: string) => {
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.toString();
};

/**
 * makes the run's templates (PGlite always: the demo's tests use it on either database;
 * PostgreSQL when DATABASE_URL is set); returns what removes them
 */
export async function createTemplate(): Promise<() => Promise<void>> {
  const database = await openDatabase({ dataDir: 'memory://' });
  const dump = await database.pglite?.dumpDataDir('none');
  await database.close();
  const dir = mkdtempSync(join(tmpdir(), 'test-template-'));
  const file = join(dir, 'pglite.tar');
  if (dump) writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  process.env[PGLITE_TEMPLATE] = file;
  const removeDir = async () => rmSync(dir, { recursive: true, force: true });

  const url = process.env.DATABASE_URL;
  if (!url) return removeDir;
  const name = `test_template_${randomBytes(6).toString('hex')}`;
  await adminQuery(url, `create database ${name}`);
  // migrated, then closed: a template must have no connection while it is copied
  const template = await openDatabase({ databaseUrl: withDatabase(url, name), dataDir: 'unused' });
  await template.close();
  process.env[PG_TEMPLATE] = name;
  return async () => {
    await adminQuery(url, `drop database if exists ${name} with (force)`);
    await removeDir();
  };
}

let templateBlob: Blob | undefined;

/** an in-memory PGlite database, copied from the run's template when there is one */
export function freshPglite(): Promise<Database> {
  const file = process.env[PGLITE_TEMPLATE];
  if (file && !templateBlob) templateBlob = new Blob([readFileSync(file)]);
  return openDatabase({ dataDir: 'memory://', loadDataDir: file ? templateBlob : undefined });
}

/**
 * A fresh database for one test file: in-memory PGlite, or, when DATABASE_URL is set,
 * a new database on that PostgreSQL server, dropped at the end; both copied from the run's
 * migrated template when there is one.
 */
export async function freshDatabase(): Promise<{
  database: Database;
  url: string | undefined;
  drop: () => Promise<void>;
}> {
  const url = process.env.DATABASE_URL;
  if (!url) return { database: await freshPglite(), url: undefined, drop: async () => {} };
  const name = `test_${randomBytes(6).toString('hex')}`;
  const template = process.env[PG_TEMPLATE];
  await adminQuery(url, `create database ${name}${template ? ` template ${template}` : ''}`);
  const target = withDatabase(url, name);
  const database = await openDatabase({ databaseUrl: target, dataDir: 'unused' });
  return {
    database,
    url: target,
    drop: () => adminQuery(url, `drop database if exists ${name} with (force)`),
  };
}
