import { applyMigrations } from '@car-rental/server/db/bundled-migrations';
import { type Db, migrationsFolder } from '@car-rental/server/db/create-db';
import * as schema from '@car-rental/server/db/schema';
import { nodeFonts } from '@car-rental/server/lib/pdf/node-fonts';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { drizzle } from 'drizzle-orm/pglite';
import { prepareDemo } from './demo-api.ts';
import { demoClock, demoDeps } from './demo-deps.ts';

/** the demo's snapshot: the seeded database as a PGlite data directory, and when it was seeded */
export interface DemoSnapshot {
  data: Uint8Array<ArrayBuffer>;
  /** the seed's `now`, on the hour: the worker moves the data by whole hours from it */
  seededAt: string;
}

/** a small deterministic random source (mulberry32): every build seeds the same demo */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * Seeds a demo database in Node, once, at build time: the same migrations, first-start rows
 * and seed (through the routes) as the worker would run, then dumps it. The browser then
 * loads it instead of creating a cluster and playing the seed (seconds saved on the first
 * visit), and moves its times to its own now (demo-time-shift.ts).
 */
export async function buildDemoSnapshot(now = new Date()): Promise<DemoSnapshot> {
  const seededAt = new Date(Math.floor(now.getTime() / 3_600_000) * 3_600_000);
  // 1 MB WAL segments instead of 16: the store a browser loads and keeps is 15 MB, not 25
  const client = await PGlite.create({
    extensions: { pg_trgm, btree_gist },
    initDbStartParams: ['--wal-segsize=1'],
  });
  try {
    const db = drizzle(client, { schema }) as unknown as Db;
    await applyMigrations(db, readMigrationFiles({ migrationsFolder }));
    const clock = demoClock();
    await prepareDemo({
      deps: demoDeps(db, clock, nodeFonts),
      setNow: (date) => clock.set(date ?? seededAt),
      random: seededRandom(2026),
      now: seededAt,
    });
    // nobody is signed in to a snapshot
    await db.execute(sql`delete from sessions`);
    // the template databases are for CREATE DATABASE, which the demo never runs: without
    // them the store the browser loads and keeps in IndexedDB is a third smaller
    for (const template of ['template0', 'template1']) {
      await client.query(`alter database ${template} is_template false`);
      await client.query(`drop database ${template}`);
    }
    await client.exec('checkpoint');
    const dump = await client.dumpDataDir('gzip');
    return { data: new Uint8Array(await dump.arrayBuffer()), seededAt: seededAt.toISOString() };
  } finally {
    await client.close();
  }
}

/** `tsx demo-snapshot.ts <file>`: writes the snapshot, and its time in `<file>.json` */
if (process.argv[1]?.endsWith('demo-snapshot.ts') && process.argv[2]) {
  const { writeFileSync, renameSync } = await import('node:fs');
  const file = process.argv[2];
  const snapshot = await buildDemoSnapshot();
  writeFileSync(`${file}.tmp`, snapshot.data);
  renameSync(`${file}.tmp`, file);
  writeFileSync(`${file}.json`, JSON.stringify({ seededAt: snapshot.seededAt }));
}
