import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, startTestServer, type TestServer } from '../test/test-server.ts';
import { snapshot } from './db-snapshot.ts';
import { reportFigure } from './figures.ts';
import {
  isMutation,
  mutationCases,
  type Operation,
  operationsOf,
  publicMutations,
  readsByPost,
  send,
} from './mutation-cases.ts';

/**
 * Issue 6 §3, exactly once: every mutation of the OpenAPI document, sent 3 times with one
 * Idempotency-Key, has one effect and gives the same answer 3 times; the key sent again
 * with another request is refused with 422 and changes nothing.
 */
let server: TestServer;
let client: Client;
let mutations: Operation[];
beforeAll(async () => {
  server = await startTestServer();
  client = await server.signedIn();
  mutations = (await operationsOf(server.url)).filter(
    (op) => isMutation(op) && !publicMutations.has(op.operationId),
  );
});
afterAll(() => server.close());

/** the idempotency keys themselves are what a first request writes; everything else counts */
const state = () => snapshot(server.database.db, ['idempotency_keys']);
const files = () => server.storage.files.size;

describe('Idempotency-Key on every mutation', () => {
  it('has a case for every mutation the API documents', () => {
    const missing = mutations.map((op) => op.operationId).filter((id) => !mutationCases[id]);
    expect(missing, 'mutations without an exactly-once case').toEqual([]);
    expect(mutations.length).toBeGreaterThanOrEqual(25);
  });

  it('applies each once, answers each replay the same, and refuses the key for another request', async () => {
    let replays = 0;
    // changePin last: it relocks Total Benefit in every session
    const ordered = [...mutations].sort(
      (a, b) => Number(a.operationId === 'changePin') - Number(b.operationId === 'changePin'),
    );
    for (const op of ordered) {
      const request = await mutationCases[op.operationId]!({ server, client });
      const key = { 'idempotency-key': `once-${op.operationId}` };
      const before = await state();
      const filesBefore = files();
      const first = await send(client, op.method, request, key);
      expect(first.status, `${op.operationId} ${JSON.stringify(first.body)}`).toBeLessThan(300);
      expect(first.headers.get('idempotent-replayed')).toBeNull();
      const applied = await state();
      const filesApplied = files();
      // one effect: an upload stores its two copies (large and small), every other
      // mutation writes the database
      if (op.operationId === 'uploadImage') expect(filesApplied).toBe(filesBefore + 2);
      else if (readsByPost.has(op.operationId)) expect(applied, op.operationId).toEqual(before);
      else expect(applied, `${op.operationId} changed nothing`).not.toEqual(before);

      for (let replay = 0; replay < 2; replay++) {
        const again = await send(client, op.method, request, key);
        replays++;
        expect(again.status, op.operationId).toBe(first.status);
        expect(again.body, op.operationId).toEqual(first.body);
        expect(again.headers.get('idempotent-replayed'), op.operationId).toBe('true');
      }
      expect(await state(), `${op.operationId}: a replay changed the database`).toEqual(applied);
      expect(files(), `${op.operationId}: a replay stored a file`).toBe(filesApplied);

      const other = await send(client, op.method, request.other, key);
      expect(other.status, `${op.operationId} with another request`).toBe(422);
      expect(other.body.code).toBe('idempotency_key_reused');
      expect(await state(), `${op.operationId}: the refused reuse changed something`).toEqual(
        applied,
      );
      expect(files()).toBe(filesApplied);
    }
    reportFigure(
      'exactly-once',
      `${ordered.length} mutation routes x 3 sends with one key (${replays} replays), 0 second effects, ${ordered.length} reused keys refused with 422`,
    );
  }, 600_000);
});
