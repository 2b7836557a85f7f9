import type { DbOrTx } from './create-db.ts';

/**
 * A statement whose SQL text is a constant (issue 30 §1): built once when its module loads
 * (or once per variant), executed with its parameters straight on the driver, with no query
 * builder on the request's path. Both drivers prepare it once per connection by its text
 * (plan-once-pg.ts, plan-once-pglite.ts). Its values are always parameters.
 */
export interface Statement<Row> {
  readonly text: string;
  /** the row's type, for the compiler only: keep it next to the SQL */
  readonly row?: Row;
}

export function statement<Row>(text: string): Statement<Row> {
  return { text };
}

/** what node-postgres's pool and the PGlite plan-once client both answer */
interface Driver {
  query(config: { text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
  query(text: string, params: unknown[]): Promise<{ rows: unknown[] }>;
  connect?: unknown;
}

/**
 * The driver under Drizzle's database, or under a transaction: its session's client (a
 * node-postgres client, or the PGlite transaction), so a statement in a transaction runs in it
 */
function driverOf(db: DbOrTx): Driver {
  const handle = db as { $client?: Driver; session?: { client?: Driver } };
  const client = handle.$client ?? handle.session?.client;
  if (!client) throw new Error('no driver under this database handle');
  return client;
}

/** the rows of `statement` run with `params` */
export async function run<Row>(
  db: DbOrTx,
  { text }: Statement<Row>,
  params: readonly unknown[],
): Promise<Row[]> {
  const driver = driverOf(db);
  const values = params as unknown[];
  // node-postgres (a pool or a client: it has connect) names a statement given as a config
  const result =
    typeof driver.connect === 'function'
      ? await driver.query({ text, values })
      : await driver.query(text, values);
  return result.rows as Row[];
}

/**
 * A read a write decides on: a statement, its parameters and what its rows mean. Several are
 * sent in one trip by readAll (issue 30 §3), so a statement read this way answers rows that
 * JSON keeps as they are: text (a time as `::text`), numbers, booleans, json.
 */
export interface Read<T> {
  readonly text: string;
  /** as many as the text's highest $n */
  readonly params: readonly unknown[];
  decode(rows: Record<string, unknown>[]): T;
}

export function readOf<Row, T>(
  { text }: Statement<Row>,
  params: readonly unknown[],
  decode: (rows: Row[]) => T,
): Read<T> {
  return { text, params, decode: decode as (rows: Record<string, unknown>[]) => T };
}

/**
 * A statement's text as a part of a statement that sends several (each with its own $1, $2...):
 * its parameters numbered after the `after` parameters of the parts before it
 */
export function numberedAfter(text: string, after: number): string {
  return text.replaceAll(/\$(\d+)/g, (_, n) => `$${after + Number(n)}`);
}

/** the statement of several reads together, by their texts: each combination built once */
const togetherTexts = new Map<string, string>();

function togetherText(reads: readonly Read<unknown>[]): string {
  const key = reads.map((one) => one.text).join('\0');
  let text = togetherTexts.get(key);
  if (text === undefined) {
    let from = 0;
    const parts = reads.map((one, i) => {
      const part = `(select coalesce(json_agg(r${i}), '[]'::json) from (${numberedAfter(one.text, from)}) r${i}) as r${i}`;
      from += one.params.length;
      return part;
    });
    text = `select ${parts.join(', ')}`;
    togetherTexts.set(key, text);
  }
  return text;
}

/**
 * The answers of `reads`, in one trip however many they are: each one's rows as a JSON array
 * in one row of one statement (a single read is sent as it is).
 */
export async function readAll<T extends unknown[]>(
  db: DbOrTx,
  ...reads: { [K in keyof T]: Read<T[K]> }
): Promise<T> {
  if (reads.length === 1) {
    const [one] = reads as Read<unknown>[];
    return [one!.decode(await run<Record<string, unknown>>(db, one!, one!.params))] as T;
  }
  const list = reads as Read<unknown>[];
  const [row] = await run<Record<string, Record<string, unknown>[]>>(
    db,
    { text: togetherText(list) },
    list.flatMap((one) => one.params),
  );
  return list.map((one, i) => one.decode(row![`r${i}`]!)) as T;
}
