import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const ready = () => server.anonymous().get('/api/ready');

/** the journal's last migration, the one readiness waits for */
const lastTag = (
  JSON.parse(
    readFileSync(new URL('../../../drizzle/meta/_journal.json', import.meta.url), 'utf8'),
  ) as { entries: { tag: string }[] }
).entries.at(-1)?.tag;

function expectNotReady(res: Awaited<ReturnType<typeof ready>>, detail: string) {
  expect(res.status).toBe(503);
  expect(res.headers.get('content-type')).toContain('application/problem+json');
  expect(res.body).toMatchObject({ code: 'not_ready', detail });
}

describe('GET /api/ready', () => {
  it('answers ready without a session when the database answers and is migrated', async () => {
    const res = await ready();
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ready' });
  });

  it('answers 503 while the last migration of the journal is not applied', async () => {
    const db = server.database.db;
    const rows = (await db.execute(
      sql`delete from drizzle.__drizzle_migrations
        where created_at = (select max(created_at) from drizzle.__drizzle_migrations)
        returning hash, created_at::text as created_at`,
    )) as unknown as { rows: { hash: string; created_at: string }[] };
    expect(rows.rows).toHaveLength(1);
    expect(lastTag).toMatch(/^\d{4}_/);
    expectNotReady(await ready(), `The database migrations are not applied up to ${lastTag}.`);
    const [last] = rows.rows;
    await db.execute(
      sql`insert into drizzle.__drizzle_migrations (hash, created_at)
        values (${last!.hash}, ${last!.created_at}::bigint)`,
    );
    expect((await ready()).status).toBe(200);
  });

  it('answers 503 when the database does not answer within 2 seconds', async () => {
    const db = server.database.db;
    let res: Awaited<ReturnType<typeof ready>> | undefined;
    const started = Date.now();
    // the migrations table is locked: the readiness query waits (PGlite: behind the transaction)
    await db.transaction(async (tx) => {
      await tx.execute(sql`lock table drizzle.__drizzle_migrations in access exclusive mode`);
      res = await ready();
    });
    const elapsed = Date.now() - started;
    expectNotReady(res!, 'The database did not answer within 2 seconds.');
    expect(elapsed).toBeGreaterThanOrEqual(1_900);
    expect(elapsed).toBeLessThan(4_000);
    expect((await ready()).status).toBe(200);
  });

  it('answers 503 once the database is closed, while /api/health (liveness) still answers ok', async () => {
    const { database } = server;
    const close = database.close;
    await close();
    // closed here: the end of the file must not close it twice
    database.close = async () => {};
    expectNotReady(await ready(), 'The database is not available.');
    const health = await server.anonymous().get('/api/health');
    expect(health.status).toBe(200);
    expect(health.body).toEqual({ status: 'ok' });
  });
});
