import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_EMAIL, type TestServer } from '../../test/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { SIGN_IN_RATE_LIMIT: '3' } });
});
afterAll(() => server.close());

describe('sign-in rate limit (SIGN_IN_RATE_LIMIT per minute per address)', () => {
  it('answers 429 problem+json past the limit, and only on sign-in', async () => {
    for (let attempt = 0; attempt < 3; attempt++) {
      const res = await server.anonymous().signIn(TEST_EMAIL, 'wrong-password');
      expect(res.status).toBe(401);
    }
    const limited = await server.anonymous().signIn();
    expect(limited.status).toBe(429);
    expect(limited.headers.get('content-type')).toContain('application/problem+json');
    expect(limited.body).toMatchObject({ status: 429, code: 'rate_limited' });
    expect(limited.body.detail).toMatch(/retry/i);
    expect(limited.headers.get('retry-after')).not.toBeNull();

    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await server.anonymous().get('/api/auth/setup')).status).toBe(200);
    }
  });
});
