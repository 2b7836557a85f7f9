import { execFile } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Config } from '../config.ts';
import { acquireDirectoryLock } from '../db/directory-lock.ts';
import { parseS3Url, s3Storage } from '../lib/s3-storage.ts';
import { diskStorage, type Storage } from '../lib/storage.ts';
import { CliError } from './user-command.ts';

const run = promisify(execFile);

export const usage = `Usage:
  npm run backup [-- --out <folder>]     a consistent snapshot of the database and the uploads
                                         (DATA_DIR/uploads, or the bucket of S3_URL)
  npm run restore -- <backup folder>     brings one back (the server must be stopped)`;

/** what a backup folder holds, besides database.* and uploads/ */
export interface Manifest {
  format: 1;
  createdAt: string;
  database: 'pglite' | 'postgres';
  uploads: number;
  /** where the uploads were taken from (absent in backups older than issue 17) */
  uploadsFrom?: 'disk' | 's3';
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

/** the bucket of S3_URL (its address without the credentials, for messages), if one is set */
function bucketOf(config: Config) {
  if (!config.s3Url) return undefined;
  try {
    const location = parseS3Url(config.s3Url, config.s3Region);
    return {
      storage: s3Storage(location),
      where: `${location.endpoint}/${location.bucket}/${location.prefix}`,
    };
  } catch (error) {
    throw new CliError(`S3_URL: ${(error as Error).message}`);
  }
}

/** an S3 or network failure in one line (a connection error may carry no message, an S3 one no text) */
function reason(error: unknown): string {
  const failure = error as Error & {
    code?: string;
    errors?: Error[];
    $metadata?: { httpStatusCode?: number };
  };
  const first = failure.errors?.[0] as (Error & { code?: string }) | undefined;
  const status = failure.$metadata?.httpStatusCode;
  const text =
    failure.message && failure.message !== 'UnknownError'
      ? failure.message
      : first?.message || failure.code || first?.code || failure.name;
  return status ? `${text} (HTTP ${status})` : text;
}

/** runs `work` against the bucket, any failure turned into a CliError naming it */
async function onBucket<T>(where: string, doing: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof CliError) throw error;
    throw new CliError(`Could not ${doing} the S3 bucket ${where}: ${reason(error)}`);
  }
}

/** copies every name of `from` into `to`, a few at a time; answers how many */
async function copyAll(from: Storage, to: Storage, parallel = 8): Promise<number> {
  const names: string[] = [];
  for await (const name of from.list()) names.push(name);
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (!failed && next < names.length) {
      const name = names[next++]!;
      try {
        const bytes = await from.get(name);
        if (!bytes) throw new Error(`${name} disappeared while it was being copied`);
        await to.put(name, bytes);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallel, names.length) }, worker));
  return names.length;
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
 * (files never change once written, so every image the database names is there): the
 * files of DATA_DIR/uploads, or with S3_URL every object under the bucket's prefix, into
 * uploads/ alike; then a manifest, last, so that a half-written folder is no backup.
 * Answers the folder.
 */
export async function backup(config: Config, out: string | undefined, now: Date): Promise<string> {
  const folder = resolve(out ?? join(config.dataDir, 'backups', `backup-${stamp(now)}`));
  if (existsSync(folder) && readdirSync(folder).length > 0) {
    throw new CliError(`${folder} is not empty: choose a new folder for the backup.`);
  }
  const bucket = bucketOf(config);
  // an unreachable bucket is said before the database is dumped, not after
  if (bucket) await onBucket(bucket.where, 'read', () => bucket.storage.probe());
  // a failed backup leaves no half-written folder behind (it would have no manifest anyway)
  const created = !existsSync(folder);
  mkdirSync(folder, { recursive: true });
  try {
    await writeBackup(config, folder, bucket, now);
  } catch (error) {
    if (created) rmSync(folder, { recursive: true, force: true });
    throw error;
  }
  return folder;
}

async function writeBackup(
  config: Config,
  folder: string,
  bucket: ReturnType<typeof bucketOf>,
  now: Date,
): Promise<void> {
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
  let files: number;
  if (bucket) {
    // the bucket's objects land in uploads/ like the disk's files, so restore reads one layout
    files = await onBucket(bucket.where, 'copy the objects of', () =>
      copyAll(bucket.storage, diskStorage(join(folder, 'uploads'))),
    );
  } else {
    const uploads = join(config.dataDir, 'uploads');
    files = existsSync(uploads) ? readdirSync(uploads).length : 0;
    if (files > 0) cpSync(uploads, join(folder, 'uploads'), { recursive: true });
  }
  const manifest: Manifest = {
    format: 1,
    createdAt: now.toISOString(),
    database,
    uploads: files,
    uploadsFrom: bucket ? 's3' : 'disk',
  };
  writeFileSync(join(folder, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
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
 * are moved aside and replaced the same way. With S3_URL the backup's uploads are put in
 * the bucket instead (whichever storage the backup was taken from), and the objects
 * already there stay.
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
  const bucket = bucketOf(config);
  // an unreachable bucket is said before the database is replaced, not after
  if (bucket) await onBucket(bucket.where, 'read', () => bucket.storage.probe());
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
  if (bucket) {
    // objects are never rewritten (every upload has a new name): the bucket's others stay
    await onBucket(bucket.where, 'write to', () =>
      copyAll(diskStorage(join(folder, 'uploads')), bucket.storage),
    );
    return manifest;
  }
  const uploads = join(config.dataDir, 'uploads');
  if (existsSync(uploads)) renameSync(uploads, `${uploads}.${aside}`);
  if (existsSync(join(folder, 'uploads'))) {
    cpSync(join(folder, 'uploads'), uploads, { recursive: true });
  }
  return manifest;
}
