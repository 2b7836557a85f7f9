import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startTestServer,
  TEST_EMAIL,
  TEST_PASSWORD,
  type TestServer,
} from '../../test/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('the account language (issue 16)', () => {
  it('is kept per account, across sign-ins, and one account choosing does not change another', async () => {
    const owner = await server.signedIn();
    const added = await owner.post('/api/auth/users', {
      email: 'nadia@example.test',
      password: 'nadia-pass',
      displayName: 'Nadia',
    });
    expect(added.status).toBe(201);
    expect(added.body.user.language).toBeNull();

    const agent = server.anonymous();
    expect((await agent.signIn('nadia@example.test', 'nadia-pass')).status).toBe(200);
    const chosen = await agent.put('/api/auth/me/language', { language: 'ar' });
    expect(chosen.status).toBe(200);
    expect(chosen.body.user).toMatchObject({ email: 'nadia@example.test', language: 'ar' });

    // the owner's own account is untouched
    expect((await owner.get('/api/auth/me')).body.user.language).toBeNull();
    expect((await owner.put('/api/auth/me/language', { language: 'fr' })).status).toBe(200);
    expect((await agent.get('/api/auth/me')).body.user.language).toBe('ar');

    // a new sign-in answers with the account's language
    const again = await server.anonymous().signIn('nadia@example.test', 'nadia-pass');
    expect(again.body.user.language).toBe('ar');
    const ownerAgain = await server.anonymous().signIn(TEST_EMAIL, TEST_PASSWORD);
    expect(ownerAgain.body.user.language).toBe('fr');
  });

  it('refuses a language it does not have, and changes nothing', async () => {
    const owner = await server.signedIn();
    await owner.put('/api/auth/me/language', { language: 'fr' });
    for (const language of ['de', '', 'AR', null, 42]) {
      const res = await owner.put('/api/auth/me/language', { language });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('validation_failed');
    }
    expect((await owner.get('/api/auth/me')).body.user.language).toBe('fr');
  });

  it('is only the signed-in account’s own', async () => {
    const res = await server.anonymous().put('/api/auth/me/language', { language: 'fr' });
    expect(res.status).toBe(401);
  });
});
