import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { png } from '../test/png.ts';
import { startTwoServers, type TwoServers } from '../test/two-servers.ts';
import { parseS3Url, s3Storage } from './s3-storage.ts';

/**
 * Issue 17 §1: the S3 driver against a local S3-compatible server (s3rver, on loopback,
 * started here), and two servers on one database and one bucket: an image uploaded
 * through one is served by the other.
 */
const BUCKET = 'car-rental';
const directory = mkdtempSync(join(tmpdir(), 's3rver-'));
let s3: S3rver;
let s3Url = '';

beforeAll(async () => {
  s3 = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port } = (await s3.run()) as { port: number };
  // s3rver's fixed development credentials
  s3Url = `http://S3RVER:S3RVER@127.0.0.1:${port}/${BUCKET}/uploads`;
});
afterAll(async () => {
  await s3.close();
  rmSync(directory, { recursive: true, force: true });
});

describe('parseS3Url', () => {
  it('reads the endpoint, the credentials, the bucket and a prefix', () => {
    expect(parseS3Url('https://AK%2F1:se%40cret@s3.example.dz:9000/photos/agency-1')).toEqual({
      endpoint: 'https://s3.example.dz:9000',
      bucket: 'photos',
      region: 'us-east-1',
      accessKeyId: 'AK/1',
      secretAccessKey: 'se@cret',
      prefix: 'agency-1/',
    });
    expect(() => parseS3Url('https://s3.example.dz/photos')).toThrow(/access key/);
    expect(() => parseS3Url('https://a:b@s3.example.dz/')).toThrow(/bucket/);
    expect(() => parseS3Url('ftp://a:b@s3.example.dz/x')).toThrow(/http/);
  });
});

describe('the S3 driver', () => {
  it('stores and reads back the bytes, answers nothing for a missing or unsafe name', async () => {
    const storage = s3Storage(parseS3Url(s3Url));
    const bytes = png();
    await storage.put('cars-test.png', bytes);
    expect(Buffer.from((await storage.get('cars-test.png'))!)).toEqual(Buffer.from(bytes));
    expect(await storage.get('cars-missing.png')).toBeUndefined();
    expect(await storage.get('../etc/passwd')).toBeUndefined();
    await expect(storage.put('../x.png', bytes)).rejects.toThrow(/unsafe/);
  });
});

describe('two servers on one database and one bucket', () => {
  let servers: TwoServers;
  let urls: string[] = [];

  beforeAll(async () => {
    servers = await startTwoServers(
      { ADMIN_EMAIL: 'bucket@example.test', ADMIN_PASSWORD: 'bucket-pass' },
      () => s3Storage(parseS3Url(s3Url)),
    );
    urls = servers.urls;
  });
  afterAll(() => servers?.close());

  it('serves through the second an image uploaded through the first', async () => {
    const [a, b] = urls as [string, string];
    const signIn = await fetch(`${a}/api/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identifier: 'bucket@example.test', password: 'bucket-pass' }),
    });
    const cookie = signIn.headers.get('set-cookie')!.split(';')[0]!;
    const body = new FormData();
    body.append('file', new Blob([png()], { type: 'image/png' }), 'car.png');
    const uploaded = await fetch(`${a}/api/uploads`, {
      method: 'POST',
      headers: { cookie },
      body,
    });
    expect(uploaded.status).toBe(201);
    const { url } = (await uploaded.json()) as { url: string };
    // the large copy and the small one, each the same through either server
    for (const copy of [url, url.replace('.webp', '-320.webp')]) {
      const viaB = await fetch(`${b}${copy}`);
      expect(viaB.status, copy).toBe(200);
      expect(viaB.headers.get('content-type')).toBe('image/webp');
      const viaA = Buffer.from(await (await fetch(`${a}${copy}`)).arrayBuffer());
      expect(Buffer.from(await viaB.arrayBuffer())).toEqual(viaA);
    }
    expect((await fetch(`${b}/uploads/cars-00000000-0000-4000-8000-000000000000.png`)).status).toBe(
      404,
    );
  });
});
