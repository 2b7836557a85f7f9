import { randomUUID } from 'node:crypto';
import { routes } from '@car-rental/domain/contract/routes';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { NO_CLIENT_ERROR } from './openapi-refusals.ts';

let server: TestServer;
let document: any;
beforeAll(async () => {
  server = await startTestServer();
  document = (await server.anonymous().get('/api/openapi.json')).body;
});
afterAll(() => server.close());

const operations = () =>
  Object.entries(document.paths as Record<string, Record<string, any>>).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ path, method, operation })),
  );

/** the codes the document gives an operation's refusals of one status */
function documentedCodes(operationId: string, status: number): string[] {
  const found = operations().find((o) => o.operation.operationId === operationId);
  const ref = found?.operation.responses?.[status]?.$ref as string | undefined;
  if (!ref) return [];
  const response = document.components.responses[ref.split('/').pop()!];
  return response.content['application/problem+json'].schema.allOf[1].properties.code.enum;
}

describe('the OpenAPI document names every refusal', () => {
  it("passes Redocly's recommended rules: 0 errors, and every operation that can refuse a client lists a 4xx", async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({
      source: JSON.stringify(document),
      absoluteRef: 'openapi.json',
      config,
    });
    expect(problems.filter((p) => p.severity === 'error').map((p) => p.message)).toEqual([]);
    const without4xx = problems
      .filter((p) => p.ruleId === 'operation-4xx-response')
      .map((p) => p.location[0]?.pointer);
    // only the four public reads that take nothing: liveness, readiness, configuration, setup
    expect(without4xx.sort()).toEqual(
      [
        '/api/auth/setup',
        '/api/config',
        '/api/health',
        '/api/public/booking-page',
        '/api/ready',
      ].map((path) => `#/paths/${path.replaceAll('/', '~1')}/get/responses`),
    );
    expect(Object.keys(document.paths)).toHaveLength(new Set(Object.keys(document.paths)).size);
    expect(operations().length).toBeGreaterThanOrEqual(Object.keys(routes).length - 1);
  });

  it('names the server and the problem+json shape', () => {
    expect(document.servers).toEqual([
      { url: server.config.appUrl, description: expect.any(String) },
    ]);
    expect(document.components.schemas.Problem.required).toEqual([
      'type',
      'title',
      'status',
      'code',
      'detail',
    ]);
  });

  it('documents the code and status the server really answers', async () => {
    const owner = await server.signedIn();
    const agent = await server.signedInAs('agent');
    const seen: { operationId: string; status: number; code: string }[] = [];
    const record = async (operationId: string, answer: Promise<any>) => {
      const res = await answer;
      seen.push({ operationId, status: res.status, code: res.body.code });
    };
    await record('getCar', owner.get(`/api/cars/${randomUUID()}`));
    await record('addBrand', owner.post('/api/brands', { name: '' }));
    await record('listBrands', server.anonymous().get('/api/brands'));
    await record('deleteSaleHistory', agent.delete(`/api/cars/${randomUUID()}/sale`));
    await record('signIn', server.anonymous().post('/api/auth/sign-in', { email: 'x' }));
    for (const { operationId, status, code } of seen) {
      expect(status, operationId).toBeGreaterThanOrEqual(400);
      expect(documentedCodes(operationId, status), `${operationId} ${status}`).toContain(code);
    }
  });

  it('the four reads that list no refusal answer whatever a client sends', async () => {
    for (const operationId of NO_CLIENT_ERROR) {
      const route = (routes as Record<string, { path: string }>)[operationId]!;
      const res = await fetch(`${server.url}/api${route.path}?x=%00&limit=-1`, {
        headers: { cookie: 'sid=nonsense', 'content-type': 'application/json' },
      });
      expect(res.status, operationId).toBeLessThan(400);
    }
  });
});
