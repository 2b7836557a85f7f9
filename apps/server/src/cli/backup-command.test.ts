import { randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootstrap } from '../bootstrap.ts';
import { type Config, loadConfig } from '../config.ts';
import { type Database, type Db, openDatabase } from '../db/create-db.ts';
import { cars, fundTransactions, users } from '../db/schema.ts';
import { createEventBus } from '../events/event-bus.ts';
import { fixedClock } from '../lib/clock.ts';
import { hashSecret } from '../lib/passwords.ts';
import { write } from '../lib/write.ts';
import { reportFigure } from '../reliability/figures.ts';
import { insertCar, insertRental, insertSale, insertSupplier } from '../test/fixtures.ts';
import { backup, restore } from './backup-command.ts';

/** Issue 6 §10: a business is backed up, restored elsewhere and over itself, table by table */
const postgres = process.env.DATABASE_URL;
const now = new Date('2026-06-15T10:00:00.000Z');
const temp = (name: string) => mkdtempSync(join(tmpdir(), `${name}-`));
const created: string[] = [];

async function newPostgresDatabase(): Promise<string> {
  const name = `backup_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: postgres });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  created.push(name);
  const url = new URL(postgres!);
  url.pathname = `/${name}`;
  return url.toString();
}

function configFor(dataDir: string, databaseUrl?: string): Config {
  return {
    ...loadConfig({ DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) }),
  };
}

const open = (config: Config): Promise<Database> =>
  openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });

/** every row of every table, in a stable order */
async function everyTable(db: Db): Promise<Record<string, unknown>> {
  const result = (await db.execute(
    sql`select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  )) as unknown as { rows: { name: string }[] };
  const tables: Record<string, unknown> = {};
  for (const { name } of result.rows) {
    const rows = (await db.execute(
      sql.raw(`select coalesce(json_agg(x order by x::text), '[]'::json) as rows from "${name}" x`),
    )) as unknown as { rows: { rows: unknown }[] };
    tables[name] = rows.rows[0]?.rows;
  }
  return tables;
}

/** a small business: staff, a supplier, cars rented, returned and sold, fund entries, audit */
async function business(database: Database, config: Config): Promise<void> {
  const db = database.db;
  await bootstrap(db, config, () => {});
  await db.insert(users).values({
    email: 'owner@example.test',
    displayName: 'Owner',
    passwordHash: await hashSecret('owner-password'),
  });
  const supplier = await insertSupplier(db, { openingBalance: -5_000_000 });
  const rented = await insertCar(db, { supplierId: supplier.id, images: ['/uploads/cars-a.png'] });
  await insertRental(db, rented.id);
  const returned = await insertCar(db);
  await insertRental(db, returned.id, { returnedAt: now, totalAmount: 3_000_000, totalDays: 3 });
  const sold = await insertCar(db, { purchasePrice: 150_000_000 });
  await insertSale(db, sold.id);
  const deps = { db, events: createEventBus(), clock: fixedClock(now) };
  await write(deps, async (tx, audit) => {
    await tx.insert(fundTransactions).values({
      createdAt: now,
      type: 'add_money',
      amount: 12_345_678,
      description: 'Deposit — dépôt <b>',
      category: 'deposit',
    });
    audit.record({
      action: 'addFundTransaction',
      entity: 'fund_transaction',
      after: { amount: 12_345_678 },
    });
  });
  await db.update(cars).set({ color: 'Rouge' }).where(sql`${cars.id} = ${returned.id}`);
  const uploads = join(config.dataDir, 'uploads');
  mkdirSync(uploads, { recursive: true });
  writeFileSync(join(uploads, 'cars-a.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]));
  writeFileSync(join(uploads, 'cars-b.jpg'), randomBytes(2048));
}

const filesOf = (dir: string) =>
  existsSync(dir)
    ? Object.fromEntries(readdirSync(dir).map((name) => [name, readFileSync(join(dir, name))]))
    : {};

let source: Config;
let original: Record<string, unknown>;
let folder: string;
beforeAll(async () => {
  source = configFor(temp('backup-source'), postgres ? await newPostgresDatabase() : undefined);
  const database = await open(source);
  await business(database, source);
  original = await everyTable(database.db);
  await database.close();
  folder = await backup(source, join(temp('backups'), 'nightly'), now);
}, 120_000);
afterAll(async () => {
  if (!postgres) return;
  const admin = new pg.Client({ connectionString: postgres });
  await admin.connect();
  for (const name of created) await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
});

describe(`backup and restore (${postgres ? 'pg_dump' : 'PGlite data dump'})`, () => {
  it('writes the database, the uploads and a manifest', () => {
    const manifest = JSON.parse(readFileSync(join(folder, 'manifest.json'), 'utf8'));
    expect(manifest).toEqual({
      format: 1,
      createdAt: now.toISOString(),
      database: postgres ? 'postgres' : 'pglite',
      uploads: 2,
      uploadsFrom: 'disk',
    });
    expect(readdirSync(folder).sort()).toEqual(
      [postgres ? 'database.dump' : 'database.tar.gz', 'manifest.json', 'uploads'].sort(),
    );
  });

  it('restores into an empty place: every table and every upload equal', async () => {
    const target = configFor(
      temp('backup-target'),
      postgres ? await newPostgresDatabase() : undefined,
    );
    await restore(target, folder, now);
    const database = await open(target);
    const restored = await everyTable(database.db);
    await database.close();
    expect(Object.keys(restored).length).toBeGreaterThanOrEqual(15);
    expect(restored).toEqual(original);
    expect(filesOf(join(target.dataDir, 'uploads'))).toEqual(
      filesOf(join(source.dataDir, 'uploads')),
    );
    reportFigure(
      'backups',
      `${Object.keys(original).length} tables and 2 uploads round-tripped (${postgres ? 'pg_dump' : 'PGlite dump'}), 0 differences`,
    );
  });

  it('restores over a changed business, keeping the replaced data aside', async () => {
    const database = await open(source);
    await database.db.delete(fundTransactions);
    await database.db.update(cars).set({ color: 'Changed' });
    await database.close();
    writeFileSync(join(source.dataDir, 'uploads', 'cars-new.png'), Buffer.from([1]));
    await restore(source, folder, now);
    const reopened = await open(source);
    expect(await everyTable(reopened.db)).toEqual(original);
    await reopened.close();
    expect(Object.keys(filesOf(join(source.dataDir, 'uploads'))).sort()).toEqual([
      'cars-a.png',
      'cars-b.jpg',
    ]);
    const aside = readdirSync(source.dataDir).filter((name) => name.includes('before-restore'));
    expect(aside.length).toBeGreaterThanOrEqual(1);
  });

  it('refuses a backup of the other kind of database, and a folder that is not a backup', async () => {
    const other = postgres
      ? configFor(temp('other'))
      : configFor(temp('other'), 'postgres://x@127.0.0.1:1/x');
    await expect(restore(other, folder, now)).rejects.toThrow(/backup is of a/);
    await expect(restore(source, temp('empty'), now)).rejects.toThrow(/not a backup folder/);
    await expect(backup(source, folder, now)).rejects.toThrow(/not empty/);
  });

  it.runIf(!postgres)(
    'refuses to back up or restore while a server holds the data directory',
    async () => {
      const running = await open(source);
      try {
        const refused = join(temp('locked'), 'b');
        await expect(backup(source, refused, now)).rejects.toThrow(/already in use/);
        // no half-written folder is left behind
        expect(existsSync(refused)).toBe(false);
        await expect(restore(source, folder, now)).rejects.toThrow(/already in use/);
      } finally {
        await running.close();
      }
    },
  );
});
