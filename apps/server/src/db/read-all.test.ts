import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import type { DbOrTx } from './create-db.ts';
import { type Read, readAll, readOf, statement } from './statement.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const plusOne = readOf(
  statement<{ n: number }>('select $1::int + 1 as n'),
  [41],
  ([row]) => row!.n,
);
const others = readOf(
  statement<{ kind: string }>(
    `select kind from (values ('x'), ('y'), ('z')) v(kind) where kind <> $1 order by kind`,
  ),
  ['z'],
  (rows) => rows.map((row) => row.kind),
);
const joined = readOf(
  statement<{ s: string }>('select $2::text || $1::text || $2::text as s'),
  ['b', 'a'],
  ([row]) => row!.s,
);
const none = readOf(
  statement<{ yes: boolean }>('select true as yes where false'),
  [],
  (rows) => rows,
);
const flag = readOf(statement<{ yes: boolean }>('select true as yes'), [], ([row]) => row!.yes);

/** the statements `work` sends on one transaction's connection (its begin and commit aside) */
async function sent(work: (tx: DbOrTx) => Promise<unknown>): Promise<number> {
  let count = 0;
  await server.database.db.transaction(async (tx) => {
    const client = (
      tx as unknown as { session: { client: { query: (...a: unknown[]) => unknown } } }
    ).session.client;
    const query = client.query;
    client.query = (...args: unknown[]) => {
      count += 1;
      return query.apply(client, args);
    };
    try {
      await work(tx);
    } finally {
      client.query = query;
    }
  });
  return count;
}

describe('readAll: the reads a write decides on, in one trip (issue 30 §3)', () => {
  it('answers each read as it answers alone, in order, its parameters its own', async () => {
    const db = server.database.db;
    const alone = [
      ...(await readAll(db, plusOne)),
      ...(await readAll(db, others)),
      ...(await readAll(db, joined)),
      ...(await readAll(db, none)),
      ...(await readAll(db, flag)),
    ];
    expect(alone).toEqual([42, ['x', 'y'], 'aba', [], true]);
    expect(await readAll(db, plusOne, others, joined, none, flag)).toEqual(alone);
    // another order, another text: the numbering follows
    expect(await readAll(db, joined, flag, plusOne)).toEqual(['aba', true, 42]);
  });

  it('sends one statement for several reads', async () => {
    const reads: Read<unknown>[] = [plusOne, others, joined, none];
    expect(await sent((tx) => readAll(tx, ...reads))).toBe(1);
    expect(
      await sent(async (tx) => {
        for (const one of reads) await readAll(tx, one);
      }),
    ).toBe(4);
  });
});
