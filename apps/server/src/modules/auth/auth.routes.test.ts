import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, settings, users } from '../../db/schema.ts';
import { verifySecret } from '../../lib/passwords.ts';
import {
  startTestServer,
  TEST_EMAIL,
  TEST_PASSWORD,
  type TestServer,
} from '../../test/test-server.ts';
import { setPinHashIfUnset } from './users.repository.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const invalid = 'Invalid username/email or password.';

async function addStaff(body: Record<string, unknown>) {
  const owner = await server.signedIn();
  return owner.post('/api/auth/users', body);
}

describe('sign-in', () => {
  it('signs in by e-mail, case-insensitively, and sets the session cookie', async () => {
    const client = server.anonymous();
    const res = await client.signIn(` ${TEST_EMAIL.toUpperCase()} `, TEST_PASSWORD);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      user: {
        id: server.ownerId,
        email: TEST_EMAIL,
        username: null,
        displayName: 'Test Owner',
        role: 'owner',
        language: null,
      },
    });
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^sid=[A-Za-z0-9_-]{43};/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain('Max-Age=2592000');
    expect(cookie).not.toContain('Secure');
    const me = await client.get('/api/auth/me');
    expect(me.status).toBe(200);
    expect(me.body.user.id).toBe(server.ownerId);
  });

  it('signs in by username, case-insensitively', async () => {
    const added = await addStaff({
      email: 'karim@example.test',
      password: 'karim-pass',
      displayName: 'Karim',
      username: 'Karim.B',
    });
    expect(added.status).toBe(201);
    const res = await server.anonymous().signIn('KARIM.b', 'karim-pass');
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ email: 'karim@example.test', username: 'Karim.B' });
  });

  it('refuses a wrong password and an unknown account with the same 401', async () => {
    for (const [identifier, password] of [
      [TEST_EMAIL, 'wrong-password'],
      ['nobody@example.test', TEST_PASSWORD],
      ['nobody', TEST_PASSWORD],
    ] as const) {
      const res = await server.anonymous().signIn(identifier, password);
      expect(res.status).toBe(401);
      expect(res.headers.get('content-type')).toContain('application/problem+json');
      expect(res.body).toMatchObject({ code: 'invalid_credentials', detail: invalid });
      expect(res.headers.get('set-cookie')).toBeNull();
    }
  });

  it('refuses a password under 6 characters with 400', async () => {
    const res = await server.anonymous().signIn(TEST_EMAIL, '12345');
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('validation_failed');
    expect(res.body.detail).toBe('Password should be at least 6 characters.');
    expect(res.body.fields).toMatchObject([
      { path: 'body.password', message: 'Password should be at least 6 characters.' },
    ]);
  });

  it('requires both fields, with one message per field', async () => {
    const res = await server.anonymous().post('/api/auth/sign-in', { identifier: ' ' });
    expect(res.status).toBe(400);
    expect(res.body.fields).toMatchObject([
      { path: 'body.identifier', message: 'Username or email is required' },
      { path: 'body.password', message: 'Password is required' },
    ]);
  });

  it('gives a new session id at each sign-in and ends the one the request came with', async () => {
    const client = server.anonymous();
    await client.signIn();
    const first = client.cookie;
    const other = server.anonymous();
    other.cookie = first;
    await client.signIn();
    expect(client.cookie).toBeDefined();
    expect(client.cookie).not.toBe(first);
    expect((await client.get('/api/auth/me')).status).toBe(200);
    expect((await other.get('/api/auth/me')).status).toBe(401);
  });

  it('refuses a disabled account, and ends its open sessions', async () => {
    await addStaff({ email: 'gone@example.test', password: 'gone-pass', displayName: 'Gone' });
    const client = server.anonymous();
    expect((await client.signIn('gone@example.test', 'gone-pass')).status).toBe(200);
    await server.database.db
      .update(users)
      .set({ disabled: true })
      .where(eq(users.email, 'gone@example.test'));
    expect((await client.get('/api/auth/me')).status).toBe(401);
    const res = await server.anonymous().signIn('gone@example.test', 'gone-pass');
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ code: 'invalid_credentials', detail: invalid });
  });
});

describe('sign-out and protected routes', () => {
  it('sign-out deletes the session: the old cookie gets 401', async () => {
    const client = await server.signedIn();
    const oldCookie = client.cookie;
    const out = await client.post('/api/auth/sign-out');
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ ok: true });
    expect(out.headers.get('set-cookie')).toMatch(/^sid=;/);
    expect(client.cookie).toBeUndefined();
    const replay = server.anonymous();
    replay.cookie = oldCookie;
    const me = await replay.get('/api/auth/me');
    expect(me.status).toBe(401);
    expect(me.body.code).toBe('unauthenticated');
  });

  it('answers 401 without a session on protected routes', async () => {
    const anonymous = server.anonymous();
    for (const res of [
      await anonymous.get('/api/auth/me'),
      await anonymous.get('/api/events'),
      await anonymous.post('/api/auth/users', {
        email: 'x@example.test',
        password: 'secret1',
        displayName: 'X',
      }),
    ]) {
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('unauthenticated');
    }
    expect(
      await server.database.db.query.users.findFirst({ where: eq(users.email, 'x@example.test') }),
    ).toBeUndefined();
  });

  it('refuses a sign-in posted from another site', async () => {
    const res = await server.anonymous().request(
      'POST',
      '/api/auth/sign-in',
      { identifier: TEST_EMAIL, password: TEST_PASSWORD },
      {
        origin: 'https://evil.example',
      },
    );
    expect(res.status).toBe(403);
  });
});

describe('adding staff', () => {
  const valid = { email: 'amina@example.test', password: 'amina-pass', displayName: ' Amina ' };

  it('adds an account that can sign in at once', async () => {
    const res = await addStaff(valid);
    expect(res.status).toBe(201);
    expect(res.body.user).toMatchObject({
      email: 'amina@example.test',
      username: null,
      displayName: 'Amina',
    });
    expect((await server.anonymous().signIn('amina@example.test', 'amina-pass')).status).toBe(200);
  });

  it('refuses a taken e-mail, whatever its case', async () => {
    const res = await addStaff({ ...valid, email: 'AMINA@example.test' });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      code: 'email_taken',
      detail: 'An account with this email already exists.',
    });
  });

  it('refuses a taken username, whatever its case', async () => {
    const res = await addStaff({ ...valid, email: 'other@example.test', username: 'karim.b' });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      code: 'username_taken',
      detail: 'This username is already taken.',
    });
  });

  it('adds one account when the same e-mail is sent at once', async () => {
    const owner = await server.signedIn();
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        owner.post('/api/auth/users', { ...valid, email: 'same@example.test' }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409]);
    for (const answer of answers.filter((a) => a.status === 409)) {
      expect(answer.body.code).toBe('email_taken');
    }
  });

  it('refuses a short password and a bad e-mail with the spec texts', async () => {
    const short = await addStaff({ ...valid, email: 'new@example.test', password: 'abc' });
    expect(short.status).toBe(400);
    expect(short.body.detail).toBe('Password should be at least 6 characters.');
    expect(short.body.fields).toMatchObject([
      { path: 'body.password', message: 'Password should be at least 6 characters.' },
    ]);
    const bad = await addStaff({ ...valid, email: 'not-an-email' });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toMatchObject([
      { path: 'body.email', message: 'Please enter a valid email address.' },
    ]);
  });
});

describe('first start without ADMIN_EMAIL', () => {
  const owner = {
    email: 'First@Example.test',
    password: 'first-pass',
    displayName: 'First Owner',
    pin: '2468',
  };

  it('refuses to create an owner while accounts exist', async () => {
    expect((await server.anonymous().get('/api/auth/setup')).body).toEqual({ needsSetup: false });
    const res = await server.anonymous().post('/api/auth/setup', owner);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('setup_done');
  });

  it('on an empty users table: creates the owner, sets the PIN, signs in, then refuses', async () => {
    await server.database.db.delete(users);
    await server.database.db.update(settings).set({ benefitPinHash: null });
    const anonymous = server.anonymous();
    expect((await anonymous.get('/api/auth/setup')).body).toEqual({ needsSetup: true });

    const res = await anonymous.post('/api/auth/setup', owner);
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({
      email: 'first@example.test',
      displayName: 'First Owner',
    });
    expect(res.headers.get('set-cookie')).toContain('HttpOnly');
    expect((await anonymous.get('/api/auth/me')).body.user.email).toBe('first@example.test');
    const [row] = await server.database.db.select().from(settings);
    expect(await verifySecret(row!.benefitPinHash!, '2468')).toBe(true);
    // a PIN already set is never replaced this way
    expect(await setPinHashIfUnset(server.database.db, 'another-hash')).toBe(false);
    const [kept] = await server.database.db.select().from(settings);
    expect(kept!.benefitPinHash).toBe(row!.benefitPinHash);

    expect((await anonymous.get('/api/auth/setup')).body).toEqual({ needsSetup: false });
    const again = await server.anonymous().post('/api/auth/setup', { ...owner, email: 'b@x.dz' });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('setup_done');
    expect(await server.database.db.select().from(users)).toHaveLength(1);
    expect(await server.database.db.select().from(sessions)).toHaveLength(1);
  });
});
