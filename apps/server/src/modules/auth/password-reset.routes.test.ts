import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResets, users } from '../../db/schema.ts';
import { type Client, startTestServer, type TestServer } from '../../test/test-server.ts';

let server: TestServer;
const email = 'nadia@example.test';
beforeAll(async () => {
  server = await startTestServer({ env: { APP_URL: 'https://cars.example.dz' } });
  const owner = await server.signedIn();
  const res = await owner.post('/api/auth/users', {
    email,
    password: 'old-password',
    displayName: 'Nadia',
  });
  if (res.status !== 201) throw new Error(JSON.stringify(res.body));
});
afterAll(() => server.close());

const invalidLink = 'This reset link is invalid or has expired.';

async function requestLink(address = email): Promise<string> {
  const before = server.mailer.sent.length;
  const res = await server.anonymous().post('/api/auth/password-reset', { email: address });
  expect(res.status).toBe(202);
  expect(res.body).toEqual({ ok: true });
  expect(server.mailer.sent).toHaveLength(before + 1);
  const mail = server.mailer.sent.at(-1)!;
  expect(mail.to).toBe(email);
  expect(mail.subject).toBe('Reset your password');
  const match = mail.text.match(/https:\/\/cars\.example\.dz\/reset-password\?token=([\w-]+)/);
  expect(match).not.toBeNull();
  return match![1]!;
}

function confirm(token: string, password: string) {
  return server.anonymous().post('/api/auth/password-reset/confirm', { token, password });
}

async function signedInAs(password: string): Promise<Client> {
  const client = server.anonymous();
  const res = await client.signIn(email, password);
  expect(res.status).toBe(200);
  // APP_URL is https here: the cookie is Secure
  expect(res.headers.get('set-cookie')).toContain('Secure');
  return client;
}

describe('password reset', () => {
  it('answers the same for an unknown e-mail, and mails nothing', async () => {
    const res = await server.anonymous().post('/api/auth/password-reset', {
      email: 'nobody@example.test',
    });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ ok: true });
    expect(server.mailer.sent).toHaveLength(0);
  });

  it('refuses a malformed e-mail with 400', async () => {
    const res = await server.anonymous().post('/api/auth/password-reset', { email: 'nope' });
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe('Please enter a valid email address.');
  });

  it('mails a link that sets the password once and signs the account out everywhere', async () => {
    const session = await signedInAs('old-password');
    const token = await requestLink(' NADIA@example.test ');
    const [stored] = await server.database.db.select().from(passwordResets);
    expect(stored!.tokenHash).not.toBe(token);
    expect(stored!.expiresAt.getTime() - server.clock.now().getTime()).toBe(3_600_000);

    const res = await confirm(token, 'new-password');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    expect((await session.get('/api/auth/me')).status).toBe(401);
    expect((await server.anonymous().signIn(email, 'old-password')).status).toBe(401);
    await signedInAs('new-password');

    const again = await confirm(token, 'third-password');
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ code: 'invalid_token', detail: invalidLink });
    await signedInAs('new-password');
  });

  it('works until one hour has passed, not after', async () => {
    const early = await requestLink();
    server.clock.advance(60 * 60 * 1000 - 1000);
    expect((await confirm(early, 'early-password')).status).toBe(200);
    const late = await requestLink();
    server.clock.advance(60 * 60 * 1000);
    const res = await confirm(late, 'late-password');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'invalid_token', detail: invalidLink });
    await signedInAs('early-password');
  });

  it('ends every outstanding link of the account when one of them sets the password', async () => {
    const first = await requestLink();
    const second = await requestLink();
    expect((await confirm(second, 'second-password')).status).toBe(200);
    const res = await confirm(first, 'first-password');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'invalid_token', detail: invalidLink });
    await signedInAs('second-password');
    expect((await server.anonymous().signIn(email, 'first-password')).status).toBe(401);
  });

  it("ends every outstanding link when an owner resets the account's password or disables it", async () => {
    const owner = await server.signedIn();
    const [account] = await server.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, email));
    const byOwner = await requestLink();
    const reset = await owner.post(`/api/users/${account!.id}/reset-password`);
    expect(reset.status).toBe(200);
    const temporary = reset.body.temporaryPassword as string;
    const afterReset = await confirm(byOwner, 'mine-again-password');
    expect(afterReset.status).toBe(400);
    expect(afterReset.body).toMatchObject({ code: 'invalid_token', detail: invalidLink });
    await signedInAs(temporary);

    const beforeDisable = await requestLink();
    expect((await owner.post(`/api/users/${account!.id}/disable`)).status).toBe(200);
    expect((await owner.post(`/api/users/${account!.id}/enable`)).status).toBe(200);
    const afterDisable = await confirm(beforeDisable, 'back-door-password');
    expect(afterDisable.status).toBe(400);
    expect(afterDisable.body).toMatchObject({ code: 'invalid_token', detail: invalidLink });
    await signedInAs(temporary);
    expect((await server.anonymous().signIn(email, 'back-door-password')).status).toBe(401);
  });

  it('refuses an unknown token and a short new password', async () => {
    const unknown = await confirm('made-up-token', 'whatever-password');
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ code: 'invalid_token', detail: invalidLink });
    const token = await requestLink();
    const short = await confirm(token, '123');
    expect(short.status).toBe(400);
    expect(short.body.detail).toBe('Password should be at least 6 characters.');
    expect((await confirm(token, 'valid-password')).status).toBe(200);
  });

  it('mails nothing for a disabled account', async () => {
    await server.database.db.update(users).set({ disabled: true }).where(eq(users.email, email));
    const before = server.mailer.sent.length;
    const res = await server.anonymous().post('/api/auth/password-reset', { email });
    expect(res.status).toBe(202);
    expect(server.mailer.sent).toHaveLength(before);
  });

  it('answers 503 with the spec fallback when the mail cannot be sent', async () => {
    await server.database.db.update(users).set({ disabled: false }).where(eq(users.email, email));
    const send = server.mailer.send;
    server.mailer.send = async () => {
      throw new Error('SMTP down');
    };
    try {
      const res = await server.anonymous().post('/api/auth/password-reset', { email });
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({
        code: 'mail_failed',
        detail: 'Failed to send password reset email',
      });
    } finally {
      server.mailer.send = send;
    }
  });
});
