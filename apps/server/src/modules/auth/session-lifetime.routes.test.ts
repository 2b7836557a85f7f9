import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, settings, users } from '../../db/schema.ts';
import { hashToken } from '../../lib/tokens.ts';
import { reportFigure } from '../../reliability/figures.ts';
import {
  type Client,
  startTestServer,
  TEST_EMAIL,
  type TestServer,
} from '../../test/test-server.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

let server: TestServer;
let checks = 0;
beforeAll(async () => {
  server = await startTestServer({ env: { SESSION_IDLE_HOURS: '12' } });
});
afterAll(async () => {
  await server.close();
  reportFigure(
    'sessions',
    `${checks} checks of time-outs, revocation, cookie, cross-site refusal and hashing, 0 violations`,
  );
});

const token = (client: Client) => client.cookie!.split('=')[1]!;
async function row(client: Client) {
  const [found] = await server.database.db
    .select()
    .from(sessions)
    .where(eq(sessions.id, await hashToken(token(client))));
  return found;
}
const me = async (client: Client) => {
  checks++;
  return (await client.get('/api/auth/me')).status;
};

describe('session lifetime', () => {
  it('stores only a hash of a 256-bit cookie token, and argon2id password hashes (m=19 MiB, t=2, p=1)', async () => {
    const client = await server.signedIn();
    expect(token(client)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await row(client);
    expect(stored!.id).toMatch(/^[0-9a-f]{64}$/);
    expect(stored!.id).not.toContain(token(client));
    const [owner] = await server.database.db
      .select()
      .from(users)
      .where(eq(users.email, TEST_EMAIL));
    expect(owner!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const [config] = await server.database.db.select().from(settings);
    expect(config!.benefitPinHash).toMatch(/^\$argon2id\$/);
    checks += 3;
  });

  it('ends a session idle for 12 hours; any request within them keeps it alive', async () => {
    const client = await server.signedIn();
    server.clock.advance(12 * HOUR - MINUTE);
    expect(await me(client)).toBe(200);
    server.clock.advance(12 * HOUR - MINUTE);
    expect(await me(client)).toBe(200);
    server.clock.advance(12 * HOUR);
    expect(await me(client)).toBe(401);
  });

  it('writes last_seen_at at most once a minute', async () => {
    const client = await server.signedIn();
    const seen = (await row(client))!.lastSeenAt.getTime();
    server.clock.advance(30_000);
    expect(await me(client)).toBe(200);
    expect((await row(client))!.lastSeenAt.getTime()).toBe(seen);
    server.clock.advance(30_000);
    expect(await me(client)).toBe(200);
    expect((await row(client))!.lastSeenAt.getTime()).toBe(seen + MINUTE);
  });

  it('ends every session 30 days after sign-in, however active', async () => {
    const client = await server.signedIn();
    for (let elapsed = 0; elapsed < 30 * DAY - 6 * HOUR; elapsed += 6 * HOUR) {
      server.clock.advance(6 * HOUR);
      expect(await me(client)).toBe(200);
    }
    server.clock.advance(6 * HOUR);
    expect(await me(client)).toBe(401);
  });

  it('revokes on the server at sign-out and when the account is disabled', async () => {
    const client = await server.signedIn();
    const kept = token(client);
    await client.post('/api/auth/sign-out');
    const replay = server.anonymous();
    replay.cookie = `sid=${kept}`;
    expect(await me(replay)).toBe(401);
    const owner = await server.signedIn();
    await owner.post('/api/auth/users', {
      email: 'leaving@example.test',
      password: 'leaving-pass',
      displayName: 'Leaving',
    });
    const leaving = server.anonymous();
    await leaving.signIn('leaving@example.test', 'leaving-pass');
    expect(await me(leaving)).toBe(200);
    const [account] = await server.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'leaving@example.test'));
    expect((await owner.post(`/api/users/${account!.id}/disable`)).status).toBe(200);
    expect(await me(leaving)).toBe(401);
    expect(
      await server.database.db.select().from(sessions).where(eq(sessions.userId, account!.id)),
    ).toEqual([]);
  });
});

describe('state-changing requests from another site', () => {
  const brand = (name: string) => ({ name });

  it('refuses a browser request that says it comes from another site or origin', async () => {
    const client = await server.signedIn();
    const refused: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { 'sec-fetch-site': 'same-origin', origin: 'https://evil.example' },
    ];
    for (const [i, headers] of refused.entries()) {
      const res = await client.post('/api/brands', brand(`Refused ${i}`), headers);
      checks++;
      expect(res.status, JSON.stringify(headers)).toBe(403);
      expect(res.body.code).toBe('forbidden');
    }
    const { body } = await client.get('/api/brands');
    expect(body.items.some((b: { name: string }) => b.name.startsWith('Refused'))).toBe(false);
  });

  it('accepts its own pages and clients that are not browsers; reads are never refused', async () => {
    const client = await server.signedIn();
    const host = new URL(server.url).host;
    const accepted: Record<string, string>[] = [
      { 'sec-fetch-site': 'same-origin', origin: `http://${host}` },
      { 'sec-fetch-site': 'none' },
      {},
    ];
    for (const [i, headers] of accepted.entries()) {
      const res = await client.post('/api/brands', brand(`Accepted ${i}`), headers);
      checks++;
      expect(res.status, JSON.stringify(headers)).toBe(201);
    }
    const read = await client.request('GET', '/api/brands', undefined, {
      'sec-fetch-site': 'cross-site',
    });
    expect(read.status).toBe(200);
  });

  it('sets the cookie HttpOnly and SameSite=Lax (Secure behind https: see password-reset tests)', async () => {
    const res = await server.anonymous().signIn();
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    checks++;
  });
});
