import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './test/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('the app shell', () => {
  it('answers health without a session', async () => {
    const res = await server.anonymous().get('/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
  });

  it('tells the web app the business time zone without a session', async () => {
    const res = await server.anonymous().get('/api/config');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ businessTimezone: 'Africa/Algiers' });
  });

  it('serves the OpenAPI document and the docs page without a session', async () => {
    const doc = await server.anonymous().get('/api/openapi.json');
    expect(doc.status).toBe(200);
    expect(doc.body.openapi).toBe('3.1.0');
    const page = await fetch(`${server.url}/api/docs/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<html');
  });

  it('answers an unknown route with problem+json 404', async () => {
    const res = await server.anonymous().get('/api/nothing-here');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/problem+json');
    expect(res.body.code).toBe('not_found');
  });

  it('refuses the event stream without a session', async () => {
    const res = await server.anonymous().get('/api/events');
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('unauthenticated');
  });

  it('wrote the brand catalogue once: 9 brands in 4 groups and 27 models', async () => {
    const brands = await server.database.db.query.brands.findMany();
    const models = await server.database.db.query.models.findMany();
    expect(brands).toHaveLength(9);
    expect(new Set(brands.map((b) => b.group))).toEqual(
      new Set(['Volkswagen Group', 'Renault Group', 'Stellantis Group', 'Chinese Brands']),
    );
    expect(models).toHaveLength(27);
  });
});
