import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { emptyPostgresDatabase, type ServerProcess, startServerProcess } from './server-process.ts';

/**
 * Several server processes started at once on one empty PostgreSQL (a deployment rolling
 * out, a scaled group booting): migrations and the first-start seed run under one advisory
 * lock, so every process starts and serves, and the brand catalogue is written once.
 * Needs a PostgreSQL server: it runs in the DATABASE_URL pass of the test command.
 */
const PROCESSES = 3;
const ROUNDS = 3;
const started: ServerProcess[] = [];
const drops: (() => Promise<void>)[] = [];

afterAll(async () => {
  await Promise.all(started.map((server) => server.stop()));
  for (const drop of drops) await drop();
});

async function count(url: string, table: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(`select count(*)::int as n from ${table}`);
    return rows[0].n;
  } finally {
    await client.end();
  }
}

describe.runIf(process.env.DATABASE_URL)('first start of several servers at once', () => {
  for (let round = 1; round <= ROUNDS; round++) {
    it(`starts ${PROCESSES} processes at once on an empty database, all serve (round ${round})`, async () => {
      const database = await emptyPostgresDatabase();
      drops.push(database.drop);
      const results = await Promise.allSettled(
        Array.from({ length: PROCESSES }, () => startServerProcess({ DATABASE_URL: database.url })),
      );
      for (const result of results) if (result.status === 'fulfilled') started.push(result.value);
      const failures = results.flatMap((result) =>
        result.status === 'rejected' ? [String(result.reason)] : [],
      );
      expect(failures).toEqual([]);
      for (const server of started.slice(-PROCESSES)) {
        const ready = await fetch(`${server.url}/api/ready`);
        expect(ready.status).toBe(200);
      }
      expect(await count(database.url, 'brands')).toBe(9);
      expect(await count(database.url, 'models')).toBe(27);
      expect(await count(database.url, 'users')).toBe(1);
      expect(await count(database.url, 'settings')).toBe(1);
      await Promise.all(started.splice(-PROCESSES).map((server) => server.stop()));
    }, 180_000);
  }
});
