import { type InferInsertModel, type InferSelectModel, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/pglite';
import type { Db, DbOrTx } from './create-db.ts';
import * as schema from './schema.ts';
import { run } from './statement.ts';

/**
 * Statements of the write path built once (issue 30 §3): Drizzle rebuilds a query's SQL text
 * at every call (a quarter of a write's CPU in bench/profile.ts). A query built here, with
 * `sql.placeholder(...)` for its values, is turned into text once when its module loads; each
 * call hands that text, its parameters and the columns that map its rows to the session of
 * the database or transaction it runs on (node-postgres or PGlite: both map rows the same way).
 * A placeholder in an insert's or an update's values is encoded by its column, as Drizzle
 * encodes any value (a Date for a time); one compared in SQL goes to the driver as it is.
 */

/** a database without a connection (PGlite's, which the demo's worker has too): it builds queries, never runs them */
const builder = drizzle.mock({ schema }) as unknown as Db;

/** what a Drizzle builder prepares, read once (Drizzle's own fields, the same on both drivers) */
interface Prepared {
  queryString: string;
  params: unknown[];
  fields?: unknown;
  joinsNotNullableMap?: unknown;
  customResultMapper?: unknown;
  _isResponseInArrayMode: boolean;
}
interface Preparable<Result> {
  _prepare(): Prepared;
  execute(): Promise<Result>;
}
interface Session {
  prepareQuery(
    query: { sql: string; params: unknown[] },
    fields: unknown,
    name: undefined,
    arrayMode: boolean,
    customResultMapper: unknown,
  ): Prepared & { execute(values?: Record<string, unknown>): Promise<unknown> };
}

const sessionOf = (db: DbOrTx) => (db as unknown as { session: Session }).session;

export interface BuiltOnce<Result, Values extends Record<string, unknown>> {
  readonly text: string;
  run(db: DbOrTx, values: Values): Promise<Result>;
}

/** a query built once from `make` (on a database that only builds), run with its values */
export function builtOnce<Result, Values extends Record<string, unknown>>(
  make: (db: Db) => { execute(): Promise<Result> },
): BuiltOnce<Result, Values> {
  const built = (make(builder) as unknown as Preparable<Result>)._prepare();
  const query = { sql: built.queryString, params: built.params };
  return {
    text: built.queryString,
    run(db, values) {
      const prepared = sessionOf(db).prepareQuery(
        query,
        built.fields,
        undefined,
        built._isResponseInArrayMode,
        built.customResultMapper,
      );
      prepared.joinsNotNullableMap = built.joinsNotNullableMap;
      return prepared.execute(values) as Promise<Result>;
    },
  };
}

/**
 * SQL text kept as a constant, run with its parameters ($1, $2...) on a database or in a
 * transaction; answers the driver's rows as objects (its own parsing, no mapping). The same
 * path as a Statement's (db/statement.ts).
 */
export function runText<Row = Record<string, unknown>>(
  db: DbOrTx,
  text: string,
  params: unknown[],
): Promise<Row[]> {
  return run<Row>(db, { text }, params);
}

/** statements built once per variant (a list's filter, a first page or a later one, the columns a write sets) */
export function variants<Key extends string, S>(build: (key: Key) => S): (key: Key) => S {
  const built = new Map<Key, S>();
  return (key) => {
    let found = built.get(key);
    if (found === undefined) {
      found = build(key);
      built.set(key, found);
    }
    return found;
  };
}

/** the columns a write sets, in a fixed order: those of its values that are not undefined */
const setColumns = (values: Record<string, unknown>) =>
  Object.keys(values).filter((key) => values[key] !== undefined);

/**
 * Inserts of `table`'s rows, returning them: built once per variant (the columns the rows set
 * and how many rows; issue 30 §1), every value a placeholder encoded by its column. The rows
 * of one call set the same columns (the first row's).
 */
export function insertOnce<T extends PgTable>(table: T) {
  type Insert = InferInsertModel<T>;
  type Built = BuiltOnce<InferSelectModel<T>[], Record<string, unknown>>;
  // the key: how many rows, then their columns
  const inserts = variants((key: string): Built => {
    const [count, ...columns] = key.split(',');
    return builtOnce((db) =>
      db
        .insert(table)
        .values(
          Array.from(
            { length: Number(count) },
            (_, i) =>
              Object.fromEntries(
                columns.map((column) => [column, sql.placeholder(`${column}${i}`)]),
              ) as Insert,
          ),
        )
        .returning(),
    ) as Built;
  });
  return (db: DbOrTx, rows: Insert[]): Promise<InferSelectModel<T>[]> => {
    if (rows.length === 0) return Promise.resolve([]);
    const columns = setColumns(rows[0] as Record<string, unknown>);
    const built = inserts([rows.length, ...columns].join(','));
    const values: Record<string, unknown> = {};
    rows.forEach((row, i) => {
      for (const column of columns)
        values[`${column}${i}`] = (row as Record<string, unknown>)[column];
    });
    return built.run(db, values);
  };
}

/**
 * An update of one row of `table` by its id, returning it: built once per set of columns
 * (issue 30 §1), every value a placeholder encoded by its column.
 */
export function updateByIdOnce<T extends PgTable & { id: AnyPgColumn }>(table: T) {
  type Built = BuiltOnce<InferSelectModel<T>[], Record<string, unknown>>;
  // the key: the columns it sets
  const updates = variants(
    (key: string): Built =>
      builtOnce((db) =>
        db
          .update(table)
          .set(
            Object.fromEntries(
              key.split(',').map((column) => [column, sql.placeholder(column)]),
            ) as Partial<InferInsertModel<T>>,
          )
          .where(sql`${table.id} = ${sql.placeholder('__id')}`)
          .returning(),
      ) as Built,
  );
  return async (
    db: DbOrTx,
    id: string,
    set: Partial<InferInsertModel<T>>,
  ): Promise<InferSelectModel<T> | undefined> => {
    const built = updates(setColumns(set as Record<string, unknown>).join(','));
    const [row] = await built.run(db, { ...set, __id: id });
    return row;
  };
}
