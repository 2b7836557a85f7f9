import { topics } from '@car-rental/domain/contract/topics';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { bootstrap } from '../bootstrap.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/create-db.ts';
import { systemClock } from '../lib/clock.ts';
import { captureMailer } from '../lib/mailer.ts';
import { argon2Hasher } from '../lib/passwords.ts';
import { nodeFonts } from '../lib/pdf/node-fonts.ts';
import { sharpImages } from '../lib/sharp-images.ts';
import { memoryStorage } from '../lib/storage.ts';
import { freshDatabase } from '../test/test-server.ts';
import { type ChangeEvent, EVENT_CARS_MAX } from './event-bus.ts';
import { createPgEventBus, type PgEventBus } from './pg-event-bus.ts';

/**
 * Two server processes on one PostgreSQL behave as one: a session made on one is valid on
 * the other, and a write on one reaches the event stream of the other (LISTEN/NOTIFY).
 * Needs a PostgreSQL server: it runs in the DATABASE_URL pass of the test command.
 */
const url = process.env.DATABASE_URL;

/** waits until `done` holds or `ms` pass (the assertions after it tell which) */
async function until(done: () => boolean, ms: number) {
  const deadline = Date.now() + ms;
  while (!done() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
}

describe.runIf(url)('two servers on one PostgreSQL', () => {
  const closers: (() => Promise<void>)[] = [];
  const urls: string[] = [];
  let databaseUrl = '';

  beforeAll(async () => {
    const { database, url, drop } = await freshDatabase();
    databaseUrl = url!;
    closers.push(() => database.close(), drop);
    const config = {
      ...loadConfig({ ADMIN_EMAIL: 'two@example.test', ADMIN_PASSWORD: 'two-servers' }),
      webDist: undefined,
    };
    await bootstrap(database.db, config, () => {});
    for (let i = 0; i < 2; i++) {
      // each "process" gets its own pool and its own LISTEN connection
      const own = await openDatabase({ databaseUrl, dataDir: 'unused' });
      const events: PgEventBus = createPgEventBus(databaseUrl);
      await events.ready;
      const app = await buildApp({
        db: own.db,
        config,
        clock: systemClock,
        events,
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
        await events.close();
        await own.close();
      });
    }
  });
  afterAll(async () => {
    for (const close of closers) await close();
  });

  it('accepts a session of one on the other, and streams a write made on one from the other', async () => {
    const [a, b] = urls as [string, string];
    const signIn = await fetch(`${a}/api/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identifier: 'two@example.test', password: 'two-servers' }),
    });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers.get('set-cookie')!.split(';')[0]!;
    const me = await fetch(`${b}/api/auth/me`, { headers: { cookie } });
    expect(me.status).toBe(200);

    const controller = new AbortController();
    const stream = await fetch(`${b}/api/events`, {
      headers: { cookie },
      signal: controller.signal,
    });
    const reader = stream.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    while (!text.includes('event: ready')) text += decoder.decode((await reader.read()).value);

    const started = Date.now();
    const write = await fetch(`${a}/api/suppliers`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ name: 'Seen on both' }),
    });
    expect(write.status).toBe(201);
    while (!text.includes('event: change')) text += decoder.decode((await reader.read()).value);
    const elapsed = Date.now() - started;
    controller.abort();
    expect(text).toContain('"suppliers"');
    expect(elapsed).toBeLessThan(1000);
  });

  it('carries the cars a write names to the other process; past EVENT_CARS_MAX it names none', async () => {
    const one = createPgEventBus(databaseUrl);
    const other = createPgEventBus(databaseUrl);
    closers.unshift(
      () => one.close(),
      () => other.close(),
    );
    await Promise.all([one.ready, other.ready]);
    const heard: ChangeEvent[] = [];
    other.subscribe((event) => heard.push(event));
    const many = Array.from({ length: EVENT_CARS_MAX + 1 }, (_, i) => `car-${i}`);
    one.publish(['rentals'], ['car-a', 'car-b', 'car-a']);
    one.publish(['cars'], many);
    one.publish(['fund']);
    await until(() => heard.length >= 3, 5000);
    // the publisher's pool sends them on two connections: in any order
    const byTopic = Object.fromEntries(heard.map(({ topics, cars }) => [topics.join(), cars]));
    expect(byTopic).toEqual({ rentals: ['car-a', 'car-b'], cars: undefined, fund: undefined });
  });

  it('announces every topic when its listener is back after a break (what came meanwhile is lost)', async () => {
    const named = new URL(databaseUrl);
    named.searchParams.set('application_name', 'bus_that_loses');
    const bus = createPgEventBus(named.toString());
    closers.unshift(() => bus.close());
    await bus.ready;
    const heard: ChangeEvent[] = [];
    bus.subscribe((event) => heard.push(event));
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    const ended = await admin.query(
      `select pg_terminate_backend(pid) as ended from pg_stat_activity
      where application_name = 'bus_that_loses' and query like 'listen%'`,
    );
    await admin.end();
    expect(ended.rows).toEqual([{ ended: true }]);
    await until(() => heard.length > 0, 10_000);
    expect(heard).toEqual([{ topics: [...topics], at: expect.any(String) }]);
  });
});
