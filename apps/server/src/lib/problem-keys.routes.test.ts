import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, startTestServer, type TestServer } from '../test/test-server.ts';

/**
 * Issue 29 §2: a refusal is a code, a message key of the domain's catalogue and the values
 * its words need, beside the English detail; each field error the same. The web translates
 * the key: it never reads the English back.
 */
let server: TestServer;
let agent: Client;
beforeAll(async () => {
  server = await startTestServer({ now: new Date('2026-06-01T09:00:00.000Z') });
  agent = await server.signedInAs('agent');
});
afterAll(() => server.close());

describe('the problem+json answer of a refusal', () => {
  it('carries a rule’s key and values, and its field’s, beside the English words', async () => {
    const first = await agent.post('/api/customers', {
      fullName: 'Amel Saidi',
      licenceNumber: 'K-0291',
    });
    expect(first.status).toBe(201);
    const res = await agent.post('/api/customers', {
      fullName: 'Amel S.',
      licenceNumber: 'K-0291',
    });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      code: 'licence_taken',
      detail: 'This driving licence number is already on file for Amel Saidi',
      key: 'details.licenceTaken',
      values: { name: 'Amel Saidi' },
      fields: [
        {
          path: 'body.licenceNumber',
          message: 'Already on file for Amel Saidi',
          key: 'fields.licenceOnFile',
          values: { name: 'Amel Saidi' },
        },
      ],
    });
  });

  it('carries a schema’s own message as its key, with the values it was written with', async () => {
    const res = await agent.post('/api/customers', { fullName: ' ', notes: 'x'.repeat(2_001) });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'validation_failed',
      detail: 'Customer name is required',
      key: 'fields.customerNameRequired',
    });
    expect(res.body.fields).toEqual([
      {
        path: 'body.fullName',
        message: 'Customer name is required',
        key: 'fields.customerNameRequired',
      },
      {
        path: 'body.notes',
        message: 'At most 2000 characters',
        key: 'fields.atMostCharacters',
        values: { max: 2000 },
      },
    ]);
  });

  it('carries zod’s own issue as a generic key', async () => {
    const res = await agent.post('/api/customers', { fullName: 'Amel', documents: 'x' });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual([
      { path: 'body.documents', message: 'A list is expected.', key: 'fields.expectedList' },
    ]);
  });

  it('names the route in a key when there is none', async () => {
    const res = await agent.get('/api/nothing-here');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({
      code: 'not_found',
      detail: 'No route GET /api/nothing-here',
      key: 'details.noRoute',
      values: { method: 'GET', path: '/api/nothing-here' },
    });
  });
});
