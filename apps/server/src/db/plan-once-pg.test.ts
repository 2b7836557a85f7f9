import net from 'node:net';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../test/template-database.ts';
import { runText } from './built-once.ts';
import type { Database } from './create-db.ts';
import { THEN_COMMIT } from './statement-names.ts';

/**
 * The server's node-postgres pool sends a transaction's BEGIN with its first statement and a
 * last statement marked THEN_COMMIT with its COMMIT (plan-once-pg.ts, decision 0056): fewer
 * writes to the socket, the same transaction. Counted here at the socket, and checked from a
 * second connection that sees only what was committed.
 */
describe.runIf(process.env.DATABASE_URL)(
  'transaction control in the trips of its statements',
  () => {
    let database: Database;
    let url: string;
    let drop: () => Promise<void>;
    let observer: pg.Client;

    beforeAll(async () => {
      const fresh = await freshDatabase();
      database = fresh.database;
      url = fresh.url!;
      drop = fresh.drop;
      observer = new pg.Client({ connectionString: url });
      await observer.connect();
    });
    afterAll(async () => {
      await observer.end();
      await database.close();
      await drop();
    });

    /** the sockets of the server's pool (its clients' connections), not another test's */
    const poolSockets = () =>
      new Set(
        (
          database.db as unknown as {
            $client: { _clients: { connection: { stream: unknown } }[] };
          }
        ).$client._clients.map((client) => client.connection.stream),
      );

    /** the writes to the pool's sockets while `work` runs */
    async function writesOf<T>(work: () => Promise<T>): Promise<{ writes: number; value: T }> {
      // a connection of the pool's, opened before counting
      await database.db.execute(sql`select 1`);
      const socket = net.Socket.prototype as unknown as {
        _writeGeneric: (...a: unknown[]) => unknown;
      };
      const original = socket._writeGeneric;
      let writes = 0;
      socket._writeGeneric = function (this: unknown, ...args: unknown[]) {
        if (poolSockets().has(this)) writes += 1;
        return original.apply(this, args);
      };
      try {
        return { value: await work(), writes };
      } finally {
        socket._writeGeneric = original;
      }
    }

    const brandNamed = async (name: string) =>
      (await observer.query('select count(*)::int as n from brands where name = $1', [name]))
        .rows[0].n as number;

    it('sends BEGIN with the first statement: two statements and a commit in three writes', async () => {
      const { value, writes } = await writesOf(() =>
        database.db.transaction(async (tx) => {
          const first = await runText<{ at: string }>(tx, 'select now()::text as at', []);
          const second = await runText<{ at: string; now: boolean }>(
            tx,
            'select now()::text as at, now() = statement_timestamp() as now',
            [],
          );
          return [first[0]!.at, second[0]!.at, second[0]!.now];
        }),
      );
      // one transaction: both statements see its start, which is not their own
      expect(value[0]).toBe(value[1]);
      expect(value[2]).toBe(false);
      expect(writes).toBe(3);
    });

    it('sends nothing for a transaction refused before its first statement', async () => {
      const { value, writes } = await writesOf(() =>
        database.db
          .transaction(async () => {
            throw new Error('refused');
          })
          .catch((error: Error) => error.message),
      );
      expect(value).toBe('refused');
      expect(writes).toBe(0);
      // and the connections go on outside any transaction: a lone statement is committed at once
      await runText(database.db, 'insert into brands (name) values ($1)', ['Outside']);
      expect(await brandNamed('Outside')).toBe(1);
    });

    it('sends the COMMIT with the last statement, and what it wrote is committed', async () => {
      const { writes } = await writesOf(() =>
        database.db.transaction(async (tx) => {
          await runText(tx, 'insert into brands (name) values ($1)', ['Pipelined A']);
          await runText(tx, `insert into brands (name) values ($1)${THEN_COMMIT}`, ['Pipelined B']);
        }),
      );
      expect(writes).toBe(2);
      expect(await brandNamed('Pipelined A')).toBe(1);
      expect(await brandNamed('Pipelined B')).toBe(1);
    });

    it('sends BEGIN, a lone statement and COMMIT in one write', async () => {
      const { writes } = await writesOf(() =>
        database.db.transaction(async (tx) => {
          await runText(tx, `insert into brands (name) values ($1)${THEN_COMMIT}`, ['Pipelined C']);
        }),
      );
      expect(writes).toBe(1);
      expect(await brandNamed('Pipelined C')).toBe(1);
    });

    it('rolls the whole transaction back when the last statement fails, and answers its error', async () => {
      await runText(database.db, 'insert into brands (name) values ($1)', ['Taken']);
      const failed = await database.db
        .transaction(async (tx) => {
          await runText(tx, 'insert into brands (name) values ($1)', ['Rolled back']);
          // brands' names are unique
          await runText(tx, `insert into brands (name) values ($1)${THEN_COMMIT}`, ['Taken']);
        })
        .then(
          () => undefined,
          (error: { cause?: { code?: string }; code?: string }) => error.cause?.code ?? error.code,
        );
      expect(failed).toBe('23505');
      expect(await brandNamed('Rolled back')).toBe(0);
      // the connections go on: a new transaction commits
      await database.db.transaction(async (tx) => {
        await runText(tx, `insert into brands (name) values ($1)${THEN_COMMIT}`, ['After']);
      });
      expect(await brandNamed('After')).toBe(1);
    });

    it('sends the statements sent without waiting in one write, each run after the one before', async () => {
      const { value, writes } = await writesOf(() =>
        database.db.transaction(async (tx) => {
          const [, seen] = await Promise.all([
            runText(tx, 'insert into brands (name) values ($1)', ['Together']),
            runText<{ n: number }>(tx, 'select count(*)::int as n from brands where name = $1', [
              'Together',
            ]),
          ]);
          return seen[0]!.n;
        }),
      );
      // the select ran after the insert, in its transaction
      expect(value).toBe(1);
      // BEGIN, the insert and the select in one write; the COMMIT in another
      expect(writes).toBe(2);
      expect(await brandNamed('Together')).toBe(1);
    });

    it('answers the first error of statements sent together, and commits none of them', async () => {
      const failed = await database.db
        .transaction(async (tx) => {
          await Promise.all([
            runText(tx, 'insert into brands (name) values ($1)', ['Before the error']),
            runText(tx, 'select 1 / $1::int as n', [0]),
            runText(tx, 'insert into brands (name) values ($1)', ['After the error']),
          ]);
        })
        .then(
          () => undefined,
          (error: { cause?: { code?: string }; code?: string }) => error.cause?.code ?? error.code,
        );
      // division by zero, not the aborted transaction's 25P02 of the statement after it
      expect(failed).toBe('22012');
      expect(await brandNamed('Before the error')).toBe(0);
      expect(await brandNamed('After the error')).toBe(0);
    });

    it('keeps the COMMIT for the outer transaction when the last statement is in a savepoint', async () => {
      const failed = await database.db
        .transaction(async (outer) => {
          await outer.transaction(async (inner) => {
            await runText(inner, `insert into brands (name) values ($1)${THEN_COMMIT}`, ['Inner']);
          });
          throw new Error('the outer transaction refuses');
        })
        .then(
          () => undefined,
          (error: Error) => error.message,
        );
      expect(failed).toBe('the outer transaction refuses');
      expect(await brandNamed('Inner')).toBe(0);
    });
  },
);
