import { mayPerform, type Role, roles } from '@car-rental/domain/auth/permissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { snapshot } from '../../reliability/db-snapshot.ts';
import {
  isMutation,
  mutationCases,
  type Operation,
  operationsOf,
  publicMutations,
  send,
} from '../../reliability/mutation-cases.ts';
import { type Client, startTestServer, type TestServer } from '../../test/test-server.ts';

/**
 * Issue 11 §1: every operation of the OpenAPI document, called as an owner, a manager, an
 * agent and nobody, answers as the permission table of packages/domain says: a role the
 * table refuses gets 403 `forbidden` and changes nothing; a role it allows is not refused
 * (a valid request of a mutation succeeds).
 */
let server: TestServer;
let owner: Client;
let operations: Operation[];
const as: Partial<Record<Role, Client>> = {};

beforeAll(async () => {
  server = await startTestServer();
  owner = await server.signedIn();
  for (const role of roles) as[role] = await server.signedInAs(role);
  operations = await operationsOf(server.url);
});
afterAll(() => server.close());

const uuid = '00000000-0000-4000-8000-000000000001';
/** a GET path with its parameters filled in (an id nobody has: 404 is an allowed answer) */
const fill = (path: string) =>
  path
    .replace(/\{name\}/g, `${uuid}.png`)
    .replace(/\{[^}]+\}/g, uuid)
    .replace(/\/api\/api/, '/api');

/** the event stream never ends: read the status, then hang up */
async function streamStatus(client: Client | undefined): Promise<number> {
  const abort = new AbortController();
  const response = await fetch(`${server.url}/api/events`, {
    headers: client?.cookie ? { cookie: client.cookie } : {},
    signal: abort.signal,
  });
  abort.abort();
  return response.status;
}

const forbidden = (res: { status: number; body: { code?: string } }) =>
  res.status === 403 && res.body?.code === 'forbidden';

describe('the permission table, over HTTP', () => {
  it('names every operation of the API (a route missing from it is closed to everyone)', () => {
    const unnamed = operations.map((op) => op.operationId).filter((id) => !mayPerform('owner', id));
    expect(unnamed).toEqual([]);
    expect(operations.length).toBeGreaterThan(60);
  });

  it('answers every read as the table says, for every role and for nobody', async () => {
    const reads = operations.filter((op) => !isMutation(op));
    for (const op of reads) {
      for (const role of [...roles, undefined]) {
        const client = role ? as[role] : server.anonymous();
        const allowed = mayPerform(role, op.operationId);
        const label = `${op.operationId} as ${role ?? 'nobody'}`;
        if (op.operationId === 'streamEvents') {
          const status = await streamStatus(client);
          expect(status, label).toBe(allowed ? 200 : 401);
          continue;
        }
        const res = await client!.get(fill(op.path));
        if (allowed) {
          expect(forbidden(res), label).toBe(false);
          expect(res.status, label).not.toBe(401);
        } else if (role === undefined) {
          expect(res.status, label).toBe(401);
        } else {
          expect(res.status, label).toBe(403);
          expect(res.body.code, label).toBe('forbidden');
          expect(res.body.detail, label).toBe('Your role does not allow this.');
        }
      }
    }
    expect(reads.length).toBeGreaterThan(25);
  });

  it('refuses every mutation a role may not do with 403 and no change, and lets through the others', async () => {
    const mutations = operations
      .filter((op) => isMutation(op) && !publicMutations.has(op.operationId))
      // changePin last: it relocks the Total Benefit in every session
      .sort(
        (a, b) => Number(a.operationId === 'changePin') - Number(b.operationId === 'changePin'),
      );
    let refused = 0;
    let allowedCount = 0;
    for (const role of roles) {
      for (const op of mutations) {
        const label = `${op.operationId} as ${role}`;
        const makeCase = mutationCases[op.operationId];
        expect(makeCase, `${op.operationId} has no mutation case`).toBeDefined();
        // the entities a case needs are made by the owner; the role sends the request
        const request = await makeCase!({ server, client: owner });
        if (mayPerform(role, op.operationId)) {
          const res = await send(as[role]!, op.method, request);
          expect(res.status, `${label}: ${JSON.stringify(res.body)}`).toBeLessThan(300);
          allowedCount++;
        } else {
          const before = await snapshot(server.database.db, ['sessions']);
          const res = await send(as[role]!, op.method, request);
          expect(res.status, `${label}: ${JSON.stringify(res.body)}`).toBe(403);
          expect(res.body.code, label).toBe('forbidden');
          expect(await snapshot(server.database.db, ['sessions']), label).toEqual(before);
          refused++;
        }
      }
    }
    // owners may do everything; managers and agents are refused some
    expect(refused).toBeGreaterThanOrEqual(15);
    expect(allowedCount).toBeGreaterThanOrEqual(mutations.length * 2);
    // every mutation as three roles: 7-9 s alone, past 30 s beside the other walks on 2 cores
  }, 180_000);
});
