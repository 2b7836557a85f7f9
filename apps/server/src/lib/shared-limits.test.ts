import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTwoServers, type TwoServers } from '../test/two-servers.ts';
import { memoryStorage } from './storage.ts';

/**
 * Issue 17 §3: two servers on one database count a client as one. The sign-in rate limit
 * (per address, in rate_limit_hits) and the sign-in throttle (per account and address, in
 * sign_in_throttles) are read and written in the database, not in a process's memory. With
 * DATABASE_URL each server has its own pool, as two processes would; on PGlite the two share
 * the one embedded database (each still has its own rate-limit plugin).
 */
describe('two servers on one database share their limits', () => {
  let servers: TwoServers;
  let urls: string[] = [];

  beforeAll(async () => {
    servers = await startTwoServers(
      {
        ADMIN_EMAIL: 'limits@example.test',
        ADMIN_PASSWORD: 'limits-pass',
        SIGN_IN_RATE_LIMIT: '4',
      },
      memoryStorage,
    );
    urls = servers.urls;
  });
  afterAll(() => servers?.close());

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
