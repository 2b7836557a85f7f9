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
