import { routes } from '@car-rental/domain/contract/routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationsOf } from './reliability/mutation-cases.ts';
import { startTestServer, type TestServer } from './test/test-server.ts';

/**
 * Issue 12: the route table is the one place a route is written. Every operation of the
 * OpenAPI document the server publishes is a route of the table, with the same method and
 * path, and every route of the table is served.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** '/api/cars/{id}/rent' -> '/cars/:id/rent'; the uploaded files sit outside /api */
const tablePath = (path: string) =>
  path.replace(/^\/api(?=\/)/, '').replace(/\{([A-Za-z]+)\}/g, ':$1');

describe('the route table', () => {
  it('is what the server serves: every documented operation, method and path', async () => {
    const served = (await operationsOf(server.url))
      .map((op) => `${op.operationId} ${op.method} ${tablePath(op.path)}`)
      .sort();
    const table = Object.values(routes)
      .map((route) => `${route.operationId} ${route.method} ${route.path}`)
      .sort();
    expect(served).toEqual(table);
  });
});
