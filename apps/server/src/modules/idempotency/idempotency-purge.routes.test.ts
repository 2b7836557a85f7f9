import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { idempotencyKeys, suppliers } from '../../db/schema.ts';
import { type Client, startTestServer, type TestServer } from '../../test/test-server.ts';
import { requestHash } from './idempotency.ts';
import { purgeExpiredKeys, startKeyPurge } from './idempotency-purge.ts';

const T0 = new Date('2026-06-15T10:00:00.000Z');
const HOUR = 3_600_000;

let server: TestServer;
let owner: Client;
beforeAll(async () => {
  server = await startTestServer({ now: T0 });
  owner = await server.signedIn();
});
afterAll(() => server.close());

const withKey = (key: string) => ({ 'idempotency-key': key });
const keyOf = (name: string) => `${server.ownerId}:${name}`;

async function storedKeys(prefix: string): Promise<string[]> {
  const rows = await server.database.db
    .select({ key: idempotencyKeys.key })
    .from(idempotencyKeys)
    .where(like(idempotencyKeys.key, `${server.ownerId}:${prefix}%`));
  return rows.map((row) => row.key).sort();
}

async function suppliersNamed(name: string) {
  return server.database.db.select().from(suppliers).where(eq(suppliers.name, name));
}

/** a key claimed now whose request has not answered yet (a crash cut it off) */
async function inProgress(name: string) {
  await server.database.db.insert(idempotencyKeys).values({
    key: keyOf(name),
    userId: server.ownerId,
    requestHash: requestHash('POST', '/api/suppliers', { name }),
    statusCode: 0,
    createdAt: server.clock.now(),
  });
}

describe('idempotency keys are kept 48 hours', () => {
  it('purges the keys older than 48 hours only; a purged key replayed runs as new', async () => {
    server.clock.set(T0);
    const old = await owner.post('/api/suppliers', { name: 'Purge old' }, withKey('p-old'));
    expect(old.status).toBe(201);
    await inProgress('p-old-busy');
    server.clock.set(new Date(T0.getTime() + 2 * HOUR));
    const young = await owner.post('/api/suppliers', { name: 'Purge young' }, withKey('p-young'));
    expect(young.status).toBe(201);
    await inProgress('p-young-busy');

    // 49 hours after the first two, 47 after the last two
    server.clock.set(new Date(T0.getTime() + 49 * HOUR));
    expect(await purgeExpiredKeys({ db: server.database.db, clock: server.clock })).toBe(2);
    expect(await storedKeys('p-')).toEqual([keyOf('p-young'), keyOf('p-young-busy')]);

    // within 48 hours: the stored answer, and the request still in progress stays busy
    const replayYoung = await owner.post(
      '/api/suppliers',
      { name: 'Purge young' },
      withKey('p-young'),
    );
    expect(replayYoung.headers.get('idempotent-replayed')).toBe('true');
    expect(replayYoung.body).toEqual(young.body);
    const busy = await owner.post(
      '/api/suppliers',
      { name: 'p-young-busy' },
      withKey('p-young-busy'),
    );
    expect(busy.status).toBe(409);
    expect(await suppliersNamed('p-young-busy')).toHaveLength(0);
    expect(await suppliersNamed('Purge young')).toHaveLength(1);

    // past 48 hours the key is forgotten: the same request runs again
    const replayOld = await owner.post('/api/suppliers', { name: 'Purge old' }, withKey('p-old'));
    expect(replayOld.status).toBe(201);
    expect(replayOld.headers.get('idempotent-replayed')).toBeNull();
    expect(replayOld.body.id).not.toBe(old.body.id);
    expect(await suppliersNamed('Purge old')).toHaveLength(2);
  });

  it('deletes in bounded batches until none is left', async () => {
    const deps = { db: server.database.db, clock: server.clock };
    server.clock.set(new Date(T0.getTime() + 99 * HOUR));
    // the keys of the test above go first
    await purgeExpiredKeys(deps);
    await server.database.db.insert(idempotencyKeys).values(
      Array.from({ length: 25 }, (_, i) => ({
        key: keyOf(`b-${i}`),
        userId: server.ownerId,
        requestHash: 'h',
        statusCode: 201,
        createdAt: new Date(T0.getTime() + 50 * HOUR),
      })),
    );
    expect(await purgeExpiredKeys(deps, 10)).toBe(25);
    expect(await storedKeys('b-')).toEqual([]);
  });

  it('runs when started and every hour until stopped', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const age = async (name: string) => {
      await server.database.db.insert(idempotencyKeys).values({
        key: keyOf(name),
        userId: server.ownerId,
        requestHash: 'h',
        statusCode: 201,
        createdAt: new Date(server.clock.now().getTime() - 49 * HOUR),
      });
    };
    const log = { info: () => {}, error: (error: unknown) => expect.fail(String(error)) };
    try {
      await age('s-start');
      const job = startKeyPurge({ db: server.database.db, clock: server.clock }, log);
      await job.idle();
      expect(await storedKeys('s-')).toEqual([]);
      await age('s-hour');
      vi.advanceTimersByTime(HOUR - 1);
      await job.idle();
      expect(await storedKeys('s-')).toEqual([keyOf('s-hour')]);
      vi.advanceTimersByTime(1);
      await job.idle();
      expect(await storedKeys('s-')).toEqual([]);
      await job.stop();
      await age('s-stopped');
      vi.advanceTimersByTime(2 * HOUR);
      await job.idle();
      expect(await storedKeys('s-')).toEqual([keyOf('s-stopped')]);
    } finally {
      vi.useRealTimers();
    }
  });
});
