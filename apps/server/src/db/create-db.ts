import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { serverRoot } from '../paths.ts';
import { acquireDirectoryLock } from './directory-lock.ts';
import { PlanOnceClient } from './plan-once-pg.ts';
import { planOncePglite } from './plan-once-pglite.ts';
import * as schema from './schema.ts';
import { PLAN_CACHE_MODE } from './statement-names.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** what a transaction callback receives; repositories accept either */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** the embedded database itself, on PGlite (the tests dump it as their template) */
  pglite?: PGlite;
  close(): Promise<void>;
}

export const migrationsFolder = join(serverRoot, 'drizzle');

export interface DatabaseOptions {
  /** a postgres:// URL; when absent PGlite is used */
  databaseUrl?: string | undefined;
  /** PGlite data directory; `memory://` keeps it in memory (tests) */
  dataDir: string;
  /** PGlite: start from this dumped data directory (a migrated template) instead of empty */
  loadDataDir?: Blob | undefined;
  /** first-start work (the seed) run after the migrations, under the same start-up lock */
  setup?: ((db: Db) => Promise<void>) | undefined;
}

/** the session-level advisory lock held while one process migrates and seeds */
const START_LOCK = 724000;

/**
 * Runs `work` while holding the start-up lock on a connection of its own, so that processes
 * starting at once on one PostgreSQL migrate and seed one after the other. The lock is a
 * session lock: it is released at the end, or by the server if this process dies.
 */
async function underStartLock(pool: pg.Pool, work: () => Promise<void>): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [START_LOCK]);
    try {
      await work();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [START_LOCK]);
    }
  } finally {
    client.release();
  }
}

/** Opens the database, applies migrations, runs `setup` and returns it. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 20,
      // every data statement prepared once per connection, and planned once: its generic
      // plan, checked by bench/EXPLAIN.md (docs/decisions/0003-plan-once.md)
      Client: PlanOnceClient,
      // a transaction's BEGIN goes out with its first statement (plan-once-pg.ts)
      pipeline: true,
      options: `-c plan_cache_mode=${PLAN_CACHE_MODE}`,
    });
    // an idle connection the server ends (restart, failover, database dropped) must not
    // crash the process: the pool replaces it on the next query
    pool.on('error', (error) => console.error(`database connection lost: ${error.message}`));
    const db = drizzleNodePg(pool, { schema });
    try {
      await underStartLock(pool, async () => {
        await migrateNodePg(db, { migrationsFolder });
        await options.setup?.(db as unknown as Db);
      });
    } catch (error) {
      await pool.end();
      throw error;
    }
    const close = async () => {
      // once closed, a connection still being ended (one that was opening when the pool
      // ended, then cut by a dropped database) is not a lost connection: nothing to report
      pool.removeAllListeners('error');
      pool.on('error', () => {});
      await pool.end();
    };
    return { db: db as unknown as Db, kind: 'postgres', close };
  }
  const inMemory = options.dataDir.startsWith('memory://');
  let release = async () => {};
  let dataPath = options.dataDir;
  if (!inMemory) {
    const dir = resolve(options.dataDir);
    mkdirSync(dir, { recursive: true });
    release = acquireDirectoryLock(dir);
    dataPath = join(dir, 'pglite');
  }
  let client: PGlite | undefined;
  try {
    client = await PGlite.create(dataPath, {
      extensions: { pg_trgm, btree_gist },
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    });
    const opened = client;
    const db = drizzlePglite((await planOncePglite(client)) as unknown as PGlite, { schema });
    // one process per data directory (the lock file): nothing else to wait for
    await migratePglite(db, { migrationsFolder });
    await options.setup?.(db as unknown as Db);
    return {
      db: db as unknown as Db,
      kind: 'pglite',
      pglite: opened,
      close: async () => {
        await opened.close();
        await release();
      },
    };
  } catch (error) {
    await client?.close().catch(() => {});
    await release();
    throw error;
  }
}
