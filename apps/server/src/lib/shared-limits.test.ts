import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { bootstrap } from '../bootstrap.ts';
import { loadConfig } from '../config.ts';
import { type Database, openDatabase } from '../db/create-db.ts';
import { createEventBus } from '../events/event-bus.ts';
import { freshDatabase } from '../test/test-server.ts';
import { systemClock } from './clock.ts';
import { captureMailer } from './mailer.ts';
import { argon2Hasher } from './passwords.ts';
import { nodeFonts } from './pdf/node-fonts.ts';
import { sharpImages } from './sharp-images.ts';
import { memoryStorage } from './storage.ts';

/**
 * Issue 17 §3: two servers on one database count a client as one. The sign-in rate limit
 * (per address, in rate_limit_hits) and the sign-in throttle (per account and address, in
 * sign_in_throttles) are read and written in the database, not in a process's memory. With
 * DATABASE_URL each server has its own pool, as two processes would; on PGlite the two share
 * the one embedded database (each still has its own rate-limit plugin).
 */
describe('two servers on one database share their limits', () => {
  const closers: (() => Promise<void>)[] = [];
  const urls: string[] = [];

  beforeAll(async () => {
    const { database, url, drop } = await freshDatabase();
    closers.push(() => database.close(), drop);
    const config = {
      ...loadConfig({
        ADMIN_EMAIL: 'limits@example.test',
        ADMIN_PASSWORD: 'limits-pass',
        SIGN_IN_RATE_LIMIT: '4',
      }),
      webDist: undefined,
    };
    await bootstrap(database.db, config, () => {});
    for (let i = 0; i < 2; i++) {
      const own: Database = url
        ? await openDatabase({ databaseUrl: url, dataDir: 'unused' })
        : database;
      const app = await buildApp({
        db: own.db,
        config,
        clock: systemClock,
        events: createEventBus(),
        storage: memoryStorage(),
        images: sharpImages,
        fonts: nodeFonts,
        mailer: captureMailer(),
        passwords: argon2Hasher,
      });
      await app.listen({ port: 0, host: '127.0.0.1' });
      const address = app.server.address();
      if (!address || typeof address === 'string') throw new Error('no address');
      urls.push(`http://127.0.0.1:${address.port}`);
      closers.unshift(async () => {
        await app.close();
        if (own !== database) await own.close();
      });
    }
  });
  afterAll(async () => {
    for (const close of closers) await close();
  });

  const signIn = (url: string, identifier: string, password: string) =>
    fetch(`${url}/api/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identifier, password }),
    });

  it('counts the sign-in rate limit of an address across both: the 5th try is refused by either', async () => {
    const [a, b] = urls as [string, string];
    const statuses: number[] = [];
    for (const url of [a, b, a, b]) {
      statuses.push((await signIn(url, 'nobody@example.test', 'wrong-pass')).status);
    }
    expect(statuses).toEqual([401, 401, 401, 401]);
    // each process has seen 2 tries: alone it would let a 3rd and a 4th through
    const fifth = await signIn(a, 'nobody@example.test', 'wrong-pass');
    expect(fifth.status).toBe(429);
    expect(((await fifth.json()) as { code: string }).code).toBe('rate_limited');
    expect((await signIn(b, 'limits@example.test', 'limits-pass')).status).toBe(429);
  });
});
