import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { signInThrottles } from '../../db/schema.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';

/** Without TRUST_PROXY no proxy header is believed: the address counted is the socket's. */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('X-Forwarded-For without TRUST_PROXY', () => {
  it('cannot dodge the per-address throttle by changing the header on each try', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await server
        .anonymous()
        .post(
          '/api/auth/sign-in',
          { identifier: `spray${i}@example.test`, password: 'wrong-password' },
          { 'x-forwarded-for': `198.51.100.${i + 1}` },
        );
      statuses.push(res.status);
    }
    // one address: after 5 failures the next tries wait (429), whatever the header says
    expect(statuses).toEqual([...Array(5).fill(401), ...Array(7).fill(429)]);
    const rows = await server.database.db.select().from(signInThrottles);
    expect(rows.filter((row) => row.key.startsWith('address:')).map((row) => row.key)).toEqual([
      'address:127.0.0.1',
    ]);
    const [row] = await server.database.db
      .select()
      .from(signInThrottles)
      .where(eq(signInThrottles.key, 'address:127.0.0.1'));
    expect(row?.failures).toBe(5);
  });
});

describe('TRUST_PROXY', () => {
  it('trusts nothing when unset, a list of addresses or CIDRs, or a hop count', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: ' 127.0.0.1, 10.0.0.0/8 ,::1' }).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
    ]);
    expect(loadConfig({ TRUST_PROXY: 'loopback' }).trustProxy).toEqual(['loopback']);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
  });

  it('refuses what is neither', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.example' })).toThrow(/TRUST_PROXY/);
  });
});
