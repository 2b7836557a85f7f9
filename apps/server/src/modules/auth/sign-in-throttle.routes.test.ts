import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInThrottles } from '../../db/schema.ts';
import { memoryStorage } from '../../lib/storage.ts';
import { reportFigure } from '../../reliability/figures.ts';
import {
  startTestServer,
  TEST_EMAIL,
  TEST_PASSWORD,
  type TestServer,
} from '../../test/test-server.ts';
import { startTwoServers } from '../../test/two-servers.ts';

const FAILURE_WINDOW_MS = 15 * 60_000;

let server: TestServer;
beforeAll(async () => {
  // the test client stands as the proxy in front: its X-Forwarded-For names the client
  server = await startTestServer({ env: { TRUST_PROXY: '127.0.0.1' } });
});
afterAll(async () => {
  await server.close();
  reportFigure(
    'sign-in throttle',
    `${pastLimit} tries past the limit (delayed or locked, right password included), 0 reached the password check`,
  );
});

let pastLimit = 0;
let nextAddress = 10;
/** each test signs in from addresses of its own (TRUST_PROXY names the test client) */
const newAddress = () => `203.0.113.${nextAddress++}`;

function signIn(address: string, password: string, identifier = TEST_EMAIL) {
  return server
    .anonymous()
    .post('/api/auth/sign-in', { identifier, password }, { 'x-forwarded-for': address });
}

async function failures(key: string): Promise<number | undefined> {
  const [row] = await server.database.db
    .select()
    .from(signInThrottles)
    .where(eq(signInThrottles.key, key));
  return row?.failures;
}

/** a refusal before any password check: 429 with the code, Retry-After, and no count added */
async function expectRefusedUnchecked(
  address: string,
  code: 'sign_in_delayed' | 'sign_in_locked',
  key: string,
) {
  const counted = await failures(key);
  const res = await signIn(address, TEST_PASSWORD);
  pastLimit++;
  expect(res.status).toBe(429);
  expect(res.headers.get('content-type')).toContain('application/problem+json');
  expect(res.body.code).toBe(code);
  expect(res.headers.get('set-cookie')).toBeNull();
  expect(await failures(key)).toBe(counted);
  return Number(res.headers.get('retry-after'));
}

describe('failed sign-ins, per account', () => {
  it('after 5 failures, makes the next try wait a growing delay, even with the right password', async () => {
    const address = newAddress();
    const key = `account:${server.ownerId}`;
    for (let i = 0; i < 5; i++) {
      expect((await signIn(newAddress(), 'wrong-password')).status).toBe(401);
    }
    expect(await failures(key)).toBe(5);
    const waits: number[] = [];
    for (let failure = 5; failure < 9; failure++) {
      const wait = await expectRefusedUnchecked(address, 'sign_in_delayed', key);
      waits.push(wait);
      server.clock.advance(wait * 1000);
      expect((await signIn(newAddress(), 'wrong-password')).status).toBe(401);
    }
    expect(waits).toEqual([2, 4, 8, 16]);
    server.clock.advance(32_000);
    // a success forgets the failures
    expect((await signIn(address, TEST_PASSWORD)).status).toBe(200);
    expect(await failures(key)).toBeUndefined();
  });

  it('locks the account for 15 minutes on the 10th failure: the right password is refused unchecked', async () => {
    const key = `account:${server.ownerId}`;
    for (let i = 0; i < 10; i++) {
      const res = await signIn(newAddress(), 'wrong-password');
      if (res.status === 429) {
        server.clock.advance(Number(res.headers.get('retry-after')) * 1000);
        i--;
        continue;
      }
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('invalid_credentials');
    }
    expect(await failures(key)).toBe(10);
    const wait = await expectRefusedUnchecked(newAddress(), 'sign_in_locked', key);
    expect(wait).toBe(15 * 60);
    server.clock.advance(15 * 60_000 - 1_000);
    await expectRefusedUnchecked(newAddress(), 'sign_in_locked', key);
    expect((await signIn(newAddress(), TEST_PASSWORD)).status).toBe(429);
    pastLimit++;
    server.clock.advance(1_000);
    expect((await signIn(newAddress(), TEST_PASSWORD)).status).toBe(200);
  });

  it('answers an unknown account the same way, so the lock tells nothing', async () => {
    const address = newAddress();
    const key = 'account:nobody@example.test';
    for (let i = 0; i < 5; i++) {
      const res = await signIn(newAddress(), 'whatever-password', 'nobody@example.test');
      expect(res.status).toBe(401);
    }
    const counted = await failures(key);
    const res = await signIn(address, 'whatever-password', 'NOBODY@example.test');
    pastLimit++;
    expect(res.status).toBe(429);
    expect(res.body.code).toBe('sign_in_delayed');
    expect(await failures(key)).toBe(counted);
    server.clock.advance(15 * 60_000);
  });
});

describe('failed sign-ins, per address', () => {
  it('locks an address after 10 failures on any accounts; other addresses still sign in', async () => {
    const address = newAddress();
    const key = `address:${address}`;
    for (let i = 0; i < 10; i++) {
      const res = await signIn(address, 'wrong-password', `guess${i}@example.test`);
      if (res.status === 429) {
        server.clock.advance(Number(res.headers.get('retry-after')) * 1000);
        i--;
        continue;
      }
      expect(res.status).toBe(401);
    }
    expect(await failures(key)).toBe(10);
    // the owner's right password, from the locked address: refused before any check
    await expectRefusedUnchecked(address, 'sign_in_locked', key);
    expect((await signIn(newAddress(), TEST_PASSWORD)).status).toBe(200);
  });
});

describe('behind a proxy named by TRUST_PROXY', () => {
  it('counts two forwarded addresses apart', async () => {
    const [first, second] = [newAddress(), newAddress()];
    for (let i = 0; i < 3; i++) {
      expect((await signIn(first, 'wrong-password', `apart${i}@example.test`)).status).toBe(401);
    }
    expect((await signIn(second, 'wrong-password', 'apart9@example.test')).status).toBe(401);
    expect(await failures(`address:${first}`)).toBe(3);
    expect(await failures(`address:${second}`)).toBe(1);
    expect(await failures('address:127.0.0.1')).toBeUndefined();
  });
});

/** how many answers of each status, e.g. { 401: 5, 429: 7 } */
function tally(statuses: number[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

/**
 * Issue 28 §2: a try is counted before its password is checked, so parallel tries cannot
 * all pass the check before any failure is counted. The clock stands still: the 5 tries the
 * throttle lets through reach the password check (401), every other one waits (429).
 */
describe('parallel tries', () => {
  it('lets a burst at one account reach the password check no more than 5 times; the right password past them waits', async () => {
    server.clock.advance(FAILURE_WINDOW_MS);
    const key = `account:${server.ownerId}`;
    const burst = await Promise.all(
      Array.from({ length: 12 }, () => signIn(newAddress(), 'wrong-password')),
    );
    expect(tally(burst.map((res) => res.status))).toEqual({ 401: 5, 429: 7 });
    pastLimit += 7;
    expect(await failures(key)).toBe(5);
    // the right password, last of a second burst: refused unchecked like the wrong ones
    const second = await Promise.all(
      [...Array(5).fill('wrong-password'), TEST_PASSWORD].map((password) =>
        signIn(newAddress(), password),
      ),
    );
    expect(second.map((res) => res.status)).toEqual(Array(6).fill(429));
    pastLimit += 6;
    expect(second.every((res) => res.headers.get('set-cookie') === null)).toBe(true);
    expect(await failures(key)).toBe(5);
    server.clock.advance(FAILURE_WINDOW_MS);
    expect((await signIn(newAddress(), TEST_PASSWORD)).status).toBe(200);
    expect(await failures(key)).toBeUndefined();
  });

  it('counts 60 parallel tries from 6 addresses at 60 accounts: 5 checks per address', async () => {
    server.clock.advance(FAILURE_WINDOW_MS);
    const addresses = Array.from({ length: 6 }, newAddress);
    const burst = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        signIn(addresses[i % 6]!, 'wrong-password', `burst${i}@example.test`),
      ),
    );
    expect(tally(burst.map((res) => res.status))).toEqual({ 401: 30, 429: 30 });
    pastLimit += 30;
    for (const address of addresses) expect(await failures(`address:${address}`)).toBe(5);
    // a refused try leaves no row behind for the account it named
    const rows = await server.database.db.select().from(signInThrottles);
    expect(rows.filter((row) => row.key.startsWith('account:burst')).length).toBe(30);
  });

  it('counts a burst split over two servers on one database as one', async () => {
    const servers = await startTwoServers(
      { ADMIN_EMAIL: 'burst@example.test', ADMIN_PASSWORD: 'burst-password' },
      memoryStorage,
    );
    try {
      const burst = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          fetch(`${servers.urls[i % 2]}/api/auth/sign-in`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ identifier: 'burst@example.test', password: 'wrong-password' }),
          }),
        ),
      );
      // 5 tries reach the password check in all, whichever server each went to
      expect(tally(burst.map((res) => res.status))).toEqual({ 401: 5, 429: 7 });
      pastLimit += 7;
    } finally {
      await servers.close();
    }
  });
});
