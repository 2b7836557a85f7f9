import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeMix } from '../../../../bench/write-mix.ts';
import { bootstrap } from '../bootstrap.ts';
import { loadConfig } from '../config.ts';
import type { Database } from '../db/create-db.ts';
import { OWNER, type ServerProcess, startServerProcess } from '../reliability/server-process.ts';
import { insertCar } from '../test/fixtures.ts';
import { freshDatabase } from '../test/test-server.ts';

/**
 * Issue 17's bound: two real server processes (src/server.ts, each in a process of its own,
 * each with its own DATA_DIR as two machines would have) on one PostgreSQL and one S3 bucket
 * (s3rver on loopback) behave as one: the bench's write mix against both at once has no
 * error and both show the same fund; an image uploaded through one is served by the other;
 * a write through one reaches the event stream of the other; failed sign-ins and the
 * sign-in rate limit count across both. Needs a PostgreSQL server: it runs in the
 * DATABASE_URL pass of the test command (skipped on PGlite).
 */
const BUCKET = 'two-processes';
const CARS_EACH = 3;
const MIX_SECONDS = 5;
/** the sign-in routes' limit a minute per address in this file: the tries below stay under */
const RATE_LIMIT = 10;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.runIf(process.env.DATABASE_URL)(
  'two server processes on one PostgreSQL and one bucket',
  () => {
    const closers: (() => Promise<void>)[] = [];
    let database: Database;
    let a: ServerProcess;
    let b: ServerProcess;
    let cookie = '';
    const carIds: string[] = [];

    beforeAll(async () => {
      const directory = mkdtempSync(join(tmpdir(), 's3rver-two-'));
      const s3 = new S3rver({
        port: 0,
        address: '127.0.0.1',
        silent: true,
        directory,
        configureBuckets: [{ name: BUCKET, configs: [] }],
      });
      const { port } = (await s3.run()) as { port: number };
      closers.push(async () => {
        await s3.close();
        rmSync(directory, { recursive: true, force: true });
      });

      const fresh = await freshDatabase();
      database = fresh.database;
      closers.unshift(fresh.drop);
      closers.unshift(() => fresh.database.close());
      // the catalogue and the owner, then the write mix's cars, before the servers start
      await bootstrap(
        database.db,
        loadConfig({ ADMIN_EMAIL: OWNER.email, ADMIN_PASSWORD: OWNER.password }),
        () => {},
      );
      for (let i = 0; i < 2 * CARS_EACH; i++) carIds.push((await insertCar(database.db)).id);

      const dataDirs = [0, 1].map(() => mkdtempSync(join(tmpdir(), 'two-processes-data-')));
      closers.push(async () => {
        for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
      });
      const started = await Promise.allSettled(
        dataDirs.map((dataDir) =>
          startServerProcess({
            DATABASE_URL: fresh.url!,
            // s3rver's fixed development credentials
            S3_URL: `http://S3RVER:S3RVER@127.0.0.1:${port}/${BUCKET}`,
            S3_REGION: 'us-east-1',
            DATA_DIR: dataDir,
            SIGN_IN_RATE_LIMIT: String(RATE_LIMIT),
          }),
        ),
      );
      for (const result of started) {
        if (result.status === 'fulfilled') closers.unshift(() => result.value.stop());
      }
      const failed = started.flatMap((r) => (r.status === 'rejected' ? [String(r.reason)] : []));
      if (failed.length > 0) throw new Error(failed.join('\n'));
      [a, b] = started.map((r) => (r as PromiseFulfilledResult<ServerProcess>).value) as [
        ServerProcess,
        ServerProcess,
      ];

      // sign-in try 1 of the rate limit's window
      const signIn = await fetch(`${a.url}/api/auth/sign-in`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ identifier: OWNER.email, password: OWNER.password }),
      });
      expect(signIn.status).toBe(200);
      cookie = signIn.headers.get('set-cookie')!.split(';')[0]!;
    }, 90_000);

    afterAll(async () => {
      for (const close of closers) await close().catch(() => undefined);
    }, 60_000);

    const fund = async (url: string) => {
      const res = await fetch(`${url}/api/fund`, { headers: { cookie } });
      expect(res.status).toBe(200);
      return (await res.json()) as { currentBalance: number; transactionCount: number };
    };

    it('runs the write mix against both at once with no error; both show the same fund', async () => {
      const cars = carIds.map((id) => ({ id, mileageKm: 10_000 }));
      const [onA, onB] = await Promise.all([
        writeMix(a.url, cookie, cars.slice(0, CARS_EACH), CARS_EACH, MIX_SECONDS),
        writeMix(b.url, cookie, cars.slice(CARS_EACH), CARS_EACH, MIX_SECONDS),
      ]);
      // errors: non-2xx answers + connection errors + time-outs (bench/measure.ts)
      expect({ a: onA.errors, b: onB.errors }).toEqual({ a: 0, b: 0 });
      // both did work: a rent, an extension, a return and a fund entry a cycle, each connection
      expect(onA.requests).toBeGreaterThan(4 * CARS_EACH);
      expect(onB.requests).toBeGreaterThan(4 * CARS_EACH);

      // writes in flight when the load stopped finish first
      let last = -1;
      for (let tries = 0; tries < 20; tries++) {
        const { transactionCount } = await fund(a.url);
        if (transactionCount === last) break;
        last = transactionCount;
        await sleep(300);
      }
      const [fromA, fromB] = [await fund(a.url), await fund(b.url)];
      expect(fromB).toEqual(fromA);
      const result = (await database.db.execute(
        sql`select count(*)::int as count,
        coalesce(sum(case when type = 'add_money' then amount else -amount end), 0)::float8 as balance
        from fund_transactions`,
      )) as unknown as { rows: { count: number; balance: number }[] };
      const stored = result.rows[0]!;
      expect(fromA.transactionCount).toBe(stored.count);
      expect(fromA.currentBalance).toBe(stored.balance);
      // at least the fund entries of the requests answered (a rent with advance payment, a
      // return with a charge and a manual entry each write one; some cycles are cut short)
      expect(stored.count).toBeGreaterThanOrEqual(Math.floor((onA.requests + onB.requests) / 4));
    }, 30_000);

    it('serves an image uploaded through one from the other, the same bytes', async () => {
      const jpeg = await sharp({
        create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 40, b: 30 } },
      })
        .jpeg()
        .toBuffer();
      const form = new FormData();
      form.append('folder', 'cars');
      form.append('file', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'car.jpg');
      const upload = await fetch(`${a.url}/api/uploads`, {
        method: 'POST',
        headers: { cookie },
        body: form,
      });
      expect(upload.status).toBe(201);
      const { url } = (await upload.json()) as { url: string };
      expect(url).toMatch(/^\/uploads\/cars-/);

      // the bytes as stored (the upload may re-encode them), as process 1 serves them
      const fromA = await fetch(`${a.url}${url}`);
      expect(fromA.status).toBe(200);
      const bytesA = Buffer.from(await fromA.arrayBuffer());
      // a process that keeps images on its own disk answers 404 here
      const fromB = await fetch(`${b.url}${url}`);
      expect(fromB.status).toBe(200);
      expect(fromB.headers.get('content-type')).toMatch(/^image\/(jpeg|png|webp)$/);
      expect(fromB.headers.get('content-type')).toBe(fromA.headers.get('content-type'));
      const bytesB = Buffer.from(await fromB.arrayBuffer());
      expect(bytesB.length).toBeGreaterThan(0);
      expect(bytesB.equals(bytesA)).toBe(true);
      // a real picture, of the size uploaded
      const picture = await sharp(bytesB).metadata();
      expect([picture.width, picture.height]).toEqual([64, 48]);
    });

    it('streams a write made through one from the event stream of the other', async () => {
      const controller = new AbortController();
      const stream = await fetch(`${b.url}/api/events`, {
        headers: { cookie },
        signal: controller.signal,
      });
      expect(stream.status).toBe(200);
      const reader = stream.body!.getReader();
      const decoder = new TextDecoder();
      let text = '';
      /** reads until the text holds `needle`, for at most `ms`: false when it never came */
      const readUntil = async (needle: string, ms: number) => {
        const deadline = Date.now() + ms;
        while (!text.includes(needle)) {
          const left = deadline - Date.now();
          if (left <= 0) return false;
          const chunk = await Promise.race([reader.read(), sleep(left).then(() => undefined)]);
          if (!chunk || chunk.done) return false;
          text += decoder.decode(chunk.value, { stream: true });
        }
        return true;
      };
      try {
        expect(await readUntil('event: ready', 5_000)).toBe(true);
        const write = await fetch(`${a.url}/api/suppliers`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie },
          body: JSON.stringify({ name: 'Written on process 1' }),
        });
        expect(write.status).toBe(201);
        // a process with an in-memory event bus never sends it: only its own writes
        expect(await readUntil('event: change', 5_000), text).toBe(true);
        const data = /event: change\ndata: (.*)\n/.exec(text)?.[1] ?? '{}';
        expect((JSON.parse(data) as { topics: string[] }).topics).toContain('suppliers');
      } finally {
        controller.abort();
      }
    });

    it('counts failed sign-ins to one account across both: the 6th try waits, on either', async () => {
      // sign-in tries 2 to 9 of the rate limit's window (10 a minute)
      const signIn = (url: string, password: string) =>
        fetch(`${url}/api/auth/sign-in`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ identifier: OWNER.email, password }),
        });
      const statuses: number[] = [];
      for (const server of [a, b, a, b, a]) {
        statuses.push((await signIn(server.url, 'wrong-password')).status);
      }
      expect(statuses).toEqual([401, 401, 401, 401, 401]);
      // 5 failures: the next try waits 2 s, even with the right password. Each process has
      // seen 3 or 2 of them: counted apart, process 2 would let this one in (200)
      for (const server of [b, a]) {
        const refused = await signIn(server.url, OWNER.password);
        expect(refused.status).toBe(429);
        expect(((await refused.json()) as { code: string }).code).toBe('sign_in_delayed');
        expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      }
    });

    it('counts the sign-in routes rate limit of an address across both', async () => {
      // the password reset mail shares the limit (per route): 10 a minute per address
      const reset = (url: string) =>
        fetch(`${url}/api/auth/password-reset`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: 'nobody@example.test' }),
        });
      const statuses: number[] = [];
      for (let i = 0; i < RATE_LIMIT; i++) statuses.push((await reset([a, b][i % 2]!.url)).status);
      expect(statuses).toEqual(Array(RATE_LIMIT).fill(202));
      // each process has seen 5: counted apart, either would let 5 more through
      for (const server of [a, b]) {
        const refused = await reset(server.url);
        expect(refused.status).toBe(429);
        expect(((await refused.json()) as { code: string }).code).toBe('rate_limited');
      }
    });
  },
);
