import { execFile } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  writeFileSync,
} from 'node:fs';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Config } from '../config.ts';
import { acquireDirectoryLock } from '../db/directory-lock.ts';
import { CliError } from './user-command.ts';

const run = promisify(execFile);

export const usage = `Usage:
  npm run backup [-- --out <folder>]     a consistent snapshot of the database and the uploads
  npm run restore -- <backup folder>     brings one back (the server must be stopped)`;

/** what a backup folder holds, besides database.* and uploads/ */
export interface Manifest {
  format: 1;
  createdAt: string;
  database: 'pglite' | 'postgres';
  uploads: number;
}

const PGLITE_FILE = 'database.tar.gz';
const PG_FILE = 'database.dump';
const stamp = (now: Date) => now.toISOString().replace(/[:.]/g, '-');

function pgliteDir(config: Config) {
  return join(config.dataDir, 'pglite');
}

async function pgTool(tool: 'pg_dump' | 'pg_restore', args: string[]) {
  try {
    await run(tool, args, { maxBuffer: 64 * 1024 * 1024 });
  } catch (error) {
    const failure = error as NodeJS.ErrnoException & { stderr?: string };
    if (failure.code === 'ENOENT') {
      throw new CliError(
        `${tool} is not installed: install the PostgreSQL client (apt install postgresql-client).`,
      );
    }
    throw new CliError(`${tool} failed: ${failure.stderr?.trim() || failure.message}`);
  }
}

/** runs `work` holding the data directory's lock: refused while a server uses it */
async function underLock<T>(config: Config, work: () => Promise<T>): Promise<T> {
  mkdirSync(config.dataDir, { recursive: true });
  let release: () => Promise<void>;
  try {
    release = acquireDirectoryLock(resolve(config.dataDir));
  } catch (error) {
    throw new CliError((error as Error).message);
  }
  try {
    return await work();
  } finally {
    await release();
  }
}

/** opens the embedded database (without migrating it), uses it, closes it */
async function usePglite<T>(
  config: Config,
  use: (db: PGlite) => Promise<T>,
  options: { loadDataDir?: Blob } = {},
): Promise<T> {
  const db = await PGlite.create(pgliteDir(config), {
    extensions: { pg_trgm, btree_gist },
    ...options,
  });
  try {
    return await use(db);
  } finally {
    await db.close();
  }
}

/**
 * Writes a backup folder: the database (PGlite's data directory as a tarball, taken with
 * the directory locked, or pg_dump's snapshot of a PostgreSQL database), then the uploads
 * (files never change once written, so every image the database names is there), then a
 * manifest. Answers the folder.
 */
export async function backup(config: Config, out: string | undefined, now: Date): Promise<string> {
  const folder = resolve(out ?? join(config.dataDir, 'backups', `backup-${stamp(now)}`));
  if (existsSync(folder) && readdirSync(folder).length > 0) {
    throw new CliError(`${folder} is not empty: choose a new folder for the backup.`);
  }
  mkdirSync(folder, { recursive: true });
  let database: Manifest['database'];
  if (config.databaseUrl) {
    database = 'postgres';
    await pgTool('pg_dump', [
      '--format=custom',
      '--no-owner',
      '--no-privileges',
      `--file=${join(folder, PG_FILE)}`,
      config.databaseUrl,
    ]);
  } else {
    database = 'pglite';
    if (!existsSync(pgliteDir(config))) {
      throw new CliError(`No database in ${config.dataDir}: nothing to back up.`);
    }
    const tarball = await underLock(config, () =>
      usePglite(config, (db) => db.dumpDataDir('gzip')),
    );
    writeFileSync(join(folder, PGLITE_FILE), Buffer.from(await tarball.arrayBuffer()));
  }
  const uploads = join(config.dataDir, 'uploads');
  const files = existsSync(uploads) ? readdirSync(uploads).length : 0;
  if (files > 0) cpSync(uploads, join(folder, 'uploads'), { recursive: true });
  const manifest: Manifest = { format: 1, createdAt: now.toISOString(), database, uploads: files };
  writeFileSync(join(folder, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return folder;
}

function readManifest(folder: string): Manifest {
  try {
    const manifest = JSON.parse(readFileSync(join(folder, 'manifest.json'), 'utf8')) as Manifest;
    if (manifest.format !== 1) throw new Error('unknown format');
    return manifest;
  } catch {
    throw new CliError(`${folder} is not a backup folder (no readable manifest.json).`);
  }
}

/**
 * Brings a backup back. PGlite: the current data directory and uploads are moved aside
 * (`*.before-restore-<time>`), never deleted, and the backup's are put in their place.
 * PostgreSQL: pg_restore replaces the database's objects in one transaction; the uploads
 * are moved aside and replaced the same way.
 */
export async function restore(config: Config, from: string, now: Date): Promise<Manifest> {
  const folder = resolve(from);
  const manifest = readManifest(folder);
  const wanted = config.databaseUrl ? 'postgres' : 'pglite';
  if (manifest.database !== wanted) {
    throw new CliError(
      `This backup is of a ${manifest.database} database, but this server uses ${wanted}` +
        (wanted === 'postgres' ? ' (DATABASE_URL is set).' : ' (DATABASE_URL is not set).'),
    );
  }
  const aside = `before-restore-${stamp(now)}`;
  if (config.databaseUrl) {
    await pgTool('pg_restore', [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--no-privileges',
      '--single-transaction',
      `--dbname=${config.databaseUrl}`,
      join(folder, PG_FILE),
    ]);
  } else {
    const tarball = new Blob([readFileSync(join(folder, PGLITE_FILE))]);
    await underLock(config, async () => {
      const current = pgliteDir(config);
      if (existsSync(current)) renameSync(current, `${current}.${aside}`);
      await usePglite(config, async () => {}, { loadDataDir: tarball });
    });
  }
  const uploads = join(config.dataDir, 'uploads');
  if (existsSync(uploads)) renameSync(uploads, `${uploads}.${aside}`);
  if (existsSync(join(folder, 'uploads'))) {
    cpSync(join(folder, 'uploads'), uploads, { recursive: true });
  }
  return manifest;
}
