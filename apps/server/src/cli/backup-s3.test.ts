import { randomBytes, randomUUID } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
} from '@aws-sdk/client-s3';
import pg from 'pg';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootstrap } from '../bootstrap.ts';
import { type Config, loadConfig } from '../config.ts';
import { type Database, openDatabase } from '../db/create-db.ts';
import { cars } from '../db/schema.ts';
import { parseS3Url, s3Storage } from '../lib/s3-storage.ts';
import { insertCar } from '../test/fixtures.ts';
import { png } from '../test/png.ts';
import { backup, restore } from './backup-command.ts';
import { CliError } from './user-command.ts';

/**
 * Issue 17: with S3_URL, `npm run backup` copies the bucket's objects (under the prefix)
 * into the backup's uploads/, and `npm run restore` puts them back into the bucket, or on
 * disk when S3_URL is not set. Against s3rver on loopback; PGlite, or PostgreSQL when
 * DATABASE_URL is set.
 */
const postgres = process.env.DATABASE_URL;
const now = new Date('2026-06-15T10:00:00.000Z');
const BUCKET = 'car-rental-backup';
const scratch: string[] = [];
const temp = (name: string) => {
  const dir = mkdtempSync(join(tmpdir(), `${name}-`));
  scratch.push(dir);
  return dir;
};
const createdDatabases: string[] = [];

async function newPostgresDatabase(): Promise<string> {
  const name = `backup_s3_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: postgres });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  createdDatabases.push(name);
  const url = new URL(postgres!);
  url.pathname = `/${name}`;
  return url.toString();
}

async function configFor(s3Url: string | undefined): Promise<Config> {
  return loadConfig({
    DATA_DIR: temp('backup-s3-data'),
    ...(postgres ? { DATABASE_URL: await newPostgresDatabase() } : {}),
    ...(s3Url ? { S3_URL: s3Url } : {}),
  });
}

const open = (config: Config): Promise<Database> =>
  openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });

let s3: S3rver;
let endpoint = '';
const s3UrlFor = (prefix: string, bucket = BUCKET, secret = 'S3RVER') =>
  `http://S3RVER:${secret}@${endpoint}/${bucket}/${prefix}`;

/** three images of different sizes, as the server names them */
const objects = new Map<string, Buffer>([
  [`cars-${randomUUID()}.png`, png(3, 2)],
  [`cars-${randomUUID()}.jpg`, randomBytes(300_000)],
  [`inspections-${randomUUID()}.jpg`, Buffer.from([0xff, 0xd8, 0xff, 0])],
]);

let source: Config;
let folder: string;
let bucket: ReturnType<typeof s3Storage>;

beforeAll(async () => {
  s3 = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: temp('s3rver'),
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port } = (await s3.run()) as { port: number };
  endpoint = `127.0.0.1:${port}`;

  source = await configFor(s3UrlFor('uploads'));
  const database = await open(source);
  await bootstrap(database.db, source, () => {});
  await insertCar(database.db, { images: [...objects.keys()].map((name) => `/uploads/${name}`) });
  await database.close();

  bucket = s3Storage(parseS3Url(source.s3Url!));
  for (const [name, bytes] of objects) await bucket.put(name, bytes);
  // not ours: beside the prefix, and in a folder under it; never copied, never touched
  await bucket.client.send(
    new PutObjectCommand({ Bucket: BUCKET, Key: 'other/keep.txt', Body: 'other' }),
  );
  await bucket.client.send(
    new PutObjectCommand({ Bucket: BUCKET, Key: 'uploads/nested/x.png', Body: 'nested' }),
  );
  folder = await backup(source, join(temp('backups'), 'nightly'), now);
}, 120_000);

afterAll(async () => {
  await s3?.close();
  if (postgres) {
    const admin = new pg.Client({ connectionString: postgres });
    await admin.connect();
    for (const name of createdDatabases) {
      await admin.query(`drop database if exists ${name} with (force)`);
    }
    await admin.end();
  }
  for (const dir of scratch) rmSync(dir, { recursive: true, force: true });
});

const namesOf = async (storage: ReturnType<typeof s3Storage>) => {
  const names: string[] = [];
  for await (const name of storage.list()) names.push(name);
  return names.sort();
};

const filesOf = (dir: string) =>
  existsSync(dir)
    ? new Map(readdirSync(dir).map((name) => [name, readFileSync(join(dir, name))]))
    : new Map<string, Buffer>();

async function emptyThePrefix() {
  const page = await bucket.client.send(
    new ListObjectsV2Command({ Bucket: BUCKET, Prefix: 'uploads/' }),
  );
  for (const { Key } of page.Contents ?? []) {
    if (Key && !Key.includes('/nested/')) {
      await bucket.client.send(new DeleteObjectCommand({ Bucket: BUCKET, Key }));
    }
  }
}

const carImages = async (config: Config) => {
  const database = await open(config);
  try {
    const rows = await database.db.select({ images: cars.images }).from(cars);
    return rows.flatMap((row) => row.images);
  } finally {
    await database.close();
  }
};

describe(`backups of an S3 bucket (${postgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('lists every object under the prefix, page after page, and only safe names', async () => {
    const paged = s3Storage(parseS3Url(source.s3Url!), { pageSize: 2 });
    const names: string[] = [];
    for await (const name of paged.list()) names.push(name);
    expect(names.sort()).toEqual([...objects.keys()].sort());
  });

  it("copies the bucket's objects into uploads/, byte for byte, and says so in the manifest", () => {
    const manifest = JSON.parse(readFileSync(join(folder, 'manifest.json'), 'utf8'));
    expect(manifest).toEqual({
      format: 1,
      createdAt: now.toISOString(),
      database: postgres ? 'postgres' : 'pglite',
      uploads: 3,
      uploadsFrom: 's3',
    });
    expect(filesOf(join(folder, 'uploads'))).toEqual(objects);
  });

  it('puts them back into an emptied bucket, leaving the rest of the bucket alone', async () => {
    await emptyThePrefix();
    expect(await namesOf(bucket)).toEqual([]);
    mkdirSync(join(source.dataDir, 'uploads'), { recursive: true });
    writeFileSync(join(source.dataDir, 'uploads', 'local.png'), Buffer.from([1]));

    const manifest = await restore(source, folder, now);
    expect(manifest.uploads).toBe(3);
    expect(await namesOf(bucket)).toEqual([...objects.keys()].sort());
    for (const [name, bytes] of objects) {
      expect(Buffer.from((await bucket.get(name))!)).toEqual(bytes);
    }
    const other = await bucket.client.send(
      new GetObjectCommand({ Bucket: BUCKET, Key: 'other/keep.txt' }),
    );
    expect(await other.Body!.transformToString()).toBe('other');
    // the images are in the bucket: the disk's uploads folder is not the server's, left as is
    expect([...filesOf(join(source.dataDir, 'uploads')).keys()]).toEqual(['local.png']);
    expect((await carImages(source)).sort()).toEqual(
      [...objects.keys()].map((name) => `/uploads/${name}`).sort(),
    );
  });

  it('restores to disk when S3_URL is not set, and a disk backup into a bucket', async () => {
    const onDisk = await configFor(undefined);
    await restore(onDisk, folder, now);
    expect(filesOf(join(onDisk.dataDir, 'uploads'))).toEqual(objects);
    expect(await carImages(onDisk)).toHaveLength(3);

    // moving from one machine to a bucket: the disk's backup, restored with S3_URL
    const diskBackup = await backup(onDisk, join(temp('backups'), 'disk'), now);
    const moved = await configFor(s3UrlFor('moved'));
    await restore(moved, diskBackup, now);
    const movedBucket = s3Storage(parseS3Url(moved.s3Url!));
    expect(await namesOf(movedBucket)).toEqual([...objects.keys()].sort());
    for (const [name, bytes] of objects) {
      expect(Buffer.from((await movedBucket.get(name))!)).toEqual(bytes);
    }
  });

  it('says plainly when the bucket cannot be reached, before touching anything', async () => {
    const unreachable = {
      ...source,
      s3Url: `http://S3RVER:very-secret@127.0.0.1:1/${BUCKET}/uploads`,
    };
    const out = join(temp('backups'), 'unreachable');
    const failure = await backup(unreachable, out, now).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(CliError);
    expect((failure as Error).message).toBe(
      `Could not read the S3 bucket http://127.0.0.1:1/${BUCKET}/uploads/: connect ECONNREFUSED 127.0.0.1:1`,
    );
    expect(existsSync(out)).toBe(false);

    const target = { ...(await configFor(undefined)), s3Url: unreachable.s3Url };
    const refused = await restore(target, folder, now).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(CliError);
    expect((refused as Error).message).toMatch(/^Could not read the S3 bucket .*ECONNREFUSED/);
    expect((refused as Error).message).not.toContain('very-secret');
    // nothing restored: no database there
    if (!postgres) expect(existsSync(join(target.dataDir, 'pglite'))).toBe(false);

    const missing = { ...source, s3Url: s3UrlFor('uploads', 'no-such-bucket') };
    await expect(backup(missing, join(temp('backups'), 'missing'), now)).rejects.toThrow(
      /^Could not read the S3 bucket http:\/\/127\.0\.0\.1:\d+\/no-such-bucket\/uploads\/: .+/,
    );
    const malformed = { ...source, s3Url: 'ftp://a:b@127.0.0.1/x' };
    await expect(backup(malformed, join(temp('backups'), 'ftp'), now)).rejects.toThrow(
      new CliError('S3_URL: S3_URL must be an http(s):// address'),
    );
  });
});
