import { garageQuery } from '@car-rental/domain/contract/cars';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listGarageCars } from '../modules/cars/garage.repository.ts';
import { readDashboard } from '../modules/dashboard/dashboard.repository.ts';
import { insertCar } from '../test/fixtures.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import type { Database, DbOrTx } from './create-db.ts';
import { MAX_NAMED_STATEMENTS, preparable, StatementNames } from './statement-names.ts';

describe('statement names', () => {
  it('names a data statement by its text, the same text always the same name', () => {
    const names = new StatementNames();
    const a = names.nameOf('select 1 from cars where id = $1');
    expect(a).toBeDefined();
    expect(names.nameOf('select 1 from cars where id = $1')).toBe(a);
    expect(names.nameOf('select 2 from cars where id = $1')).not.toBe(a);
    expect(names.nameOf('  WITH x as (select 1) select * from x')).toBeDefined();
  });

  it('leaves DDL, transaction control and several statements unnamed', () => {
    expect(preparable('create table t (id int)')).toBe(false);
    expect(preparable('begin')).toBe(false);
    expect(preparable('select 1; select 2')).toBe(false);
    expect(preparable('update cars set year = $1')).toBe(true);
    // a union of two lists, as drizzle writes it (the dashboard)
    expect(preparable('(select 1) union all (select 2)')).toBe(true);
  });

  it('stops naming new texts past its bound, and keeps the names it gave', () => {
    const names = new StatementNames(2);
    const first = names.nameOf('select 1');
    names.nameOf('select 2');
    expect(names.nameOf('select 3')).toBeUndefined();
    expect(names.nameOf('select 1')).toBe(first);
    expect(MAX_NAMED_STATEMENTS).toBeGreaterThanOrEqual(1_000);
  });
});

let server: TestServer;
let database: Database;
beforeAll(async () => {
  server = await startTestServer();
  database = server.database;
  for (let i = 0; i < 3; i++) await insertCar(database.db, {});
});
afterAll(() => server.close());

type Prepared = { statement: string; generic_plans: number; custom_plans: number };

/** the statements this connection has prepared whose text is like the pattern */
async function preparedLike(tx: DbOrTx, pattern: string): Promise<Prepared[]> {
  const result = (await tx.execute(
    sql`select statement, generic_plans::int, custom_plans::int from pg_prepared_statements
      where statement like ${pattern}`,
  )) as unknown as { rows: Prepared[] };
  return result.rows.map((row) => ({
    ...row,
    generic_plans: Number(row.generic_plans),
    custom_plans: Number(row.custom_plans),
  }));
}

describe(`plan once on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('prepares a read once and then runs its generic plan, never planning it for its values', async () => {
    await database.db.transaction(async (tx) => {
      // one connection: pg_prepared_statements is per connection
      for (let i = 0; i < 4; i++) await listGarageCars(tx, garageQuery.parse({}));
      const prepared = await preparedLike(tx, '%from cars c%c.in_garage%');
      expect(prepared).toHaveLength(1);
      expect(prepared[0]!.custom_plans).toBe(0);
      expect(prepared[0]!.generic_plans).toBeGreaterThanOrEqual(4);
    });
  });

  it('prepares the dashboard, one statement, once', async () => {
    await database.db.transaction(async (tx) => {
      for (let i = 0; i < 3; i++) await readDashboard(tx);
      const prepared = await preparedLike(tx, '%carsInGarage%from summary_totals');
      expect(prepared).toHaveLength(1);
      expect(prepared[0]!.custom_plans).toBe(0);
      expect(prepared[0]!.generic_plans).toBeGreaterThanOrEqual(3);
    });
  });

  it('answers the same rows prepared as a plain query does', async () => {
    const page = (await listGarageCars(database.db, garageQuery.parse({ limit: 2 }))).value();
    expect(page.items).toHaveLength(2);
    const next = (
      await listGarageCars(database.db, garageQuery.parse({ limit: 2, cursor: page.nextCursor }))
    ).value();
    expect(next.items).toHaveLength(1);
    expect(next.nextCursor).toBeNull();
    const plain = (await database.db.execute(
      sql.raw('select count(*)::int as n from cars where deleted_at is null and in_garage'),
    )) as unknown as { rows: { n: number }[] };
    expect(page.items.length + next.items.length).toBe(Number(plain.rows[0]!.n));
  });

  it('reports a refused statement with its code, and the connection goes on', async () => {
    const insert = () =>
      database.db.execute(sql`insert into brands (id, name) values (${ID}, ${'Plan once'})`);
    await insert();
    const error = await insert().then(
      () => undefined,
      (e: unknown) => e as { cause?: { code?: string }; code?: string },
    );
    expect(error?.cause?.code ?? error?.code).toBe('23505');
    const again = (await database.db.execute(
      sql`select name from brands where id = ${ID}`,
    )) as unknown as { rows: { name: string }[] };
    expect(again.rows).toEqual([{ name: 'Plan once' }]);
  });

  it('rolls back a transaction whose prepared statement failed, and the next one commits', async () => {
    const failing = database.db.transaction(async (tx) => {
      await tx.execute(sql`update brands set name = ${'Changed'} where id = ${ID}`);
      await tx.execute(sql`insert into brands (id, name) values (${ID}, ${'Again'})`);
    });
    await expect(failing).rejects.toBeDefined();
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`update brands set name = ${'Committed'} where id = ${ID}`);
    });
    const rows = (await database.db.execute(
      sql`select name from brands where id = ${ID}`,
    )) as unknown as { rows: { name: string }[] };
    expect(rows.rows).toEqual([{ name: 'Committed' }]);
  });
});

const ID = '00000000-0000-4000-8000-0000000000aa';
