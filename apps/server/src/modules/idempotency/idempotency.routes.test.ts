import { eq, like } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys, users } from '../../db/schema.ts';
import type { Api, AppDeps } from '../../lib/deps.ts';
import { errorHandler } from '../../lib/problem.ts';
import { type Client, startTestServer, type TestServer } from '../../test/test-server.ts';
import { registerIdempotency, requestHash } from './idempotency.ts';

let server: TestServer;
let owner: Client;
beforeAll(async () => {
  server = await startTestServer();
  owner = await server.signedIn();
});
afterAll(() => server.close());

const staff = (email: string) => ({ email, password: 'secret-pass', displayName: 'Staff' });
const withKey = (key: string) => ({ 'idempotency-key': key });

async function usersWithEmail(email: string) {
  return server.database.db.select().from(users).where(eq(users.email, email));
}

describe('Idempotency-Key', () => {
  it('applies a mutation once and answers every replay with the first answer', async () => {
    const answers = [];
    for (let i = 0; i < 3; i++) {
      answers.push(await owner.post('/api/auth/users', staff('once@example.test'), withKey('k-1')));
    }
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201]);
    expect(answers[1]!.body).toEqual(answers[0]!.body);
    expect(answers[2]!.body).toEqual(answers[0]!.body);
    expect(answers[0]!.headers.get('idempotent-replayed')).toBeNull();
    expect(answers[1]!.headers.get('idempotent-replayed')).toBe('true');
    expect(answers[2]!.headers.get('content-type')).toContain('application/json');
    expect(await usersWithEmail('once@example.test')).toHaveLength(1);
  });

  it('runs concurrent requests with one key once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        owner.post('/api/auth/users', staff('race@example.test'), withKey('k-race')),
      ),
    );
    const fresh = answers.filter((a) => a.headers.get('idempotent-replayed') === null);
    expect(fresh.filter((a) => a.status === 201)).toHaveLength(1);
    for (const answer of answers) expect([201, 409]).toContain(answer.status);
    expect(await usersWithEmail('race@example.test')).toHaveLength(1);
  });

  it('refuses the same key with another body with 422', async () => {
    const res = await owner.post('/api/auth/users', staff('twice@example.test'), withKey('k-1'));
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({
      code: 'idempotency_key_reused',
      detail: 'This Idempotency-Key was already used for another request.',
    });
    expect(await usersWithEmail('twice@example.test')).toHaveLength(0);
  });

  it('replays a refusal too', async () => {
    const first = await owner.post('/api/auth/users', staff('once@example.test'), withKey('k-2'));
    const again = await owner.post('/api/auth/users', staff('once@example.test'), withKey('k-2'));
    expect(first.status).toBe(409);
    expect(again.status).toBe(409);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('content-type')).toContain('application/problem+json');
    expect(again.headers.get('idempotent-replayed')).toBe('true');
  });

  it('scopes keys per user', async () => {
    // a manager: it may add staff too (agents may not)
    await owner.post(
      '/api/auth/users',
      { ...staff('second@example.test'), role: 'manager' },
      withKey('k-3'),
    );
    const other = server.anonymous();
    await other.signIn('second@example.test', 'secret-pass');
    const res = await other.post('/api/auth/users', staff('third@example.test'), withKey('k-3'));
    expect(res.status).toBe(201);
    expect(res.headers.get('idempotent-replayed')).toBeNull();
    expect(await usersWithEmail('third@example.test')).toHaveLength(1);
  });

  it('answers 409 while the first request with the key is still running', async () => {
    const body = staff('inflight@example.test');
    await server.database.db.insert(idempotencyKeys).values({
      key: `${server.ownerId}:k-4`,
      userId: server.ownerId,
      requestHash: requestHash('POST', '/api/auth/users', body),
      statusCode: 0,
    });
    const res = await owner.post('/api/auth/users', body, withKey('k-4'));
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      code: 'conflict',
      detail: 'This request is already being processed.',
    });
    expect(await usersWithEmail('inflight@example.test')).toHaveLength(0);
  });

  it('refuses a key longer than 200 characters', async () => {
    const res = await owner.post(
      '/api/auth/users',
      staff('long@example.test'),
      withKey('x'.repeat(201)),
    );
    expect(res.status).toBe(400);
    expect(await usersWithEmail('long@example.test')).toHaveLength(0);
  });

  it('leaves requests without a session and public routes alone', async () => {
    const anonymous = server.anonymous();
    const refused = await anonymous.post(
      '/api/auth/users',
      staff('anon@example.test'),
      withKey('k-5'),
    );
    expect(refused.status).toBe(401);
    const first = await anonymous.post(
      '/api/auth/sign-in',
      { identifier: 'second@example.test', password: 'secret-pass' },
      withKey('k-5'),
    );
    const firstCookie = anonymous.cookie;
    const second = await anonymous.post(
      '/api/auth/sign-in',
      { identifier: 'second@example.test', password: 'secret-pass' },
      withKey('k-5'),
    );
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.headers.get('idempotent-replayed')).toBeNull();
    expect(anonymous.cookie).not.toBe(firstCookie);
    const stored = await server.database.db
      .select()
      .from(idempotencyKeys)
      .where(like(idempotencyKeys.key, '%:k-5'));
    expect(stored).toHaveLength(0);
  });
});

describe('Idempotency-Key after a server error', () => {
  it('frees the key on a 5xx so the retry runs, then replays the success', async () => {
    const app = Fastify();
    app.setErrorHandler(errorHandler);
    const user = {
      id: server.ownerId,
      email: 'o@x.dz',
      username: null,
      displayName: 'O',
      role: 'owner' as const,
      language: null,
    };
    app.addHook('onRequest', async (request) => {
      request.session = {
        id: 's',
        user,
        benefitUnlocked: false,
        pinFailures: [],
        pinLocked: false,
      };
    });
    const deps = { db: server.database.db, clock: server.clock } as unknown as AppDeps;
    let calls = 0;
    await app.register(async (api) => {
      registerIdempotency(api as unknown as Api, deps);
      api.post('/flaky', async () => {
        calls++;
        if (calls === 1) throw new Error('database went away');
        return { calls };
      });
    });
    const send = () =>
      app.inject({ method: 'POST', url: '/flaky', payload: {}, headers: withKey('k-6') });
    expect((await send()).statusCode).toBe(500);
    const retry = await send();
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual({ calls: 2 });
    const replay = await send();
    expect(replay.json()).toEqual({ calls: 2 });
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(calls).toBe(2);
    await app.close();
  });
});
