import pg from 'pg';
import { StatementNames, THEN_COMMIT } from './statement-names.ts';

/** one name per SQL text for the whole process: each pooled connection prepares it once */
const names = new StatementNames();

type QueryConfig = { text?: unknown; name?: unknown; submit?: unknown };
type Query = (...args: unknown[]) => unknown;
type Corkable = { cork(): void; uncork(): void };

/** where a connection is in its transaction, as this client sends it */
interface TransactionState {
  /** BEGIN answered, not yet sent: it goes out with the transaction's first statement */
  beginHeld: boolean;
  /** COMMIT sent with the last statement: the COMMIT or ROLLBACK Drizzle sends next is answered here */
  ended: boolean;
  /** savepoints open (a transaction inside a transaction): the last statement's COMMIT waits for the outer one */
  savepoints: number;
  /** the socket is held corked until this tick's queries are all written */
  corked: boolean;
}

/** the longest transaction control statement this client reads (`rollback to savepoint sp12`) */
const CONTROL_LENGTH = 40;

/**
 * A node-postgres client that sends every data statement as a named (protocol-level)
 * prepared statement. node-postgres parses a named statement once per connection and from
 * then on sends only Bind and Execute; PostgreSQL keeps its plan (docs/decisions/0003).
 * Drizzle builds the same text for the same query, with every value as a parameter.
 *
 * It runs in node-postgres's pipeline mode (the pool's `pipeline: true`: a query is written
 * as soon as it is queued, each with its own Sync, and answers come back in order), and
 * holds the socket corked until the end of the tick: the statements a caller sends without
 * waiting between them (`Promise.all`: a write's lock, its car and its reads) go out in one
 * write and come back in one trip, each run after the one before it, on its own snapshot.
 * A transaction's control statements share the trips of its data statements (issue 30 §3,
 * docs/decisions/0056):
 * - Drizzle's `transaction()` awaits BEGIN before it runs the callback: this client answers it
 *   at once and sends it in front of the transaction's first statement, in one write. A
 *   transaction that sends nothing (a callback that refuses before any statement) sends
 *   neither its BEGIN nor its COMMIT or ROLLBACK.
 * - A statement whose text ends with THEN_COMMIT (write()'s last, with the audit row) is
 *   sent with a COMMIT behind it, in one write; it answers once both are done. When it fails,
 *   PostgreSQL ends the failed transaction at that COMMIT (a rollback), and the error is the
 *   statement's; the COMMIT or ROLLBACK Drizzle sends after it is answered here.
 */
export class PlanOnceClient extends pg.Client {
  readonly transactionState: TransactionState = {
    beginHeld: false,
    ended: false,
    savepoints: 0,
    corked: false,
  };
}

/** what node-postgres answers for a statement without rows */
function noRows(command: string): pg.QueryResult {
  return { command, rowCount: null, oid: 0, fields: [], rows: [] };
}

const plainQuery = pg.Client.prototype.query as Query;

/** a statement of this client's, named after its text when it is a data statement */
function named(config: unknown): unknown {
  if (config !== null && typeof config === 'object') {
    const query = config as QueryConfig;
    if (typeof query.text === 'string' && query.name === undefined && query.submit === undefined) {
      const name = names.nameOf(query.text);
      if (name) return { ...query, name };
    }
  }
  return config;
}

function textOf(config: unknown): string | undefined {
  if (typeof config === 'string') return config;
  if (config !== null && typeof config === 'object') {
    const text = (config as QueryConfig).text;
    if (typeof text === 'string') return text;
  }
  return undefined;
}

/** corks the client's socket until this tick ends: the queries sent meanwhile go in one write */
function corkForThisTick(client: pg.Client, state: TransactionState): void {
  if (state.corked) return;
  const stream = (client as unknown as { connection: { stream: Corkable } }).connection.stream;
  state.corked = true;
  stream.cork();
  process.nextTick(() => {
    state.corked = false;
    stream.uncork();
  });
}

PlanOnceClient.prototype.query = function (
  this: PlanOnceClient,
  config: unknown,
  ...rest: unknown[]
) {
  const state = this.transactionState;
  corkForThisTick(this, state);
  // promise style only: a query with a callback goes through as node-postgres sends it
  const awaited = rest.length === 0 || (rest.length === 1 && typeof rest[0] !== 'function');
  if (!awaited) return plainQuery.call(this, named(config), ...rest);
  const text = textOf(config) ?? '';
  // a data statement's text (often kilobytes) is not copied to be compared
  const control = text.length <= CONTROL_LENGTH ? text.trim().toLowerCase() : '';
  if (control === 'begin' && !state.beginHeld && !state.ended) {
    state.beginHeld = true;
    return Promise.resolve(noRows('BEGIN'));
  }
  if (control === 'commit' || control === 'rollback') {
    // nothing sent since BEGIN, or the COMMIT already sent with the last statement
    if (state.beginHeld || state.ended) {
      state.beginHeld = false;
      state.ended = false;
      return Promise.resolve(noRows(control.toUpperCase()));
    }
  } else if (state.ended) {
    return Promise.reject(new Error('a statement after its transaction was committed'));
  }
  if (control.startsWith('savepoint ')) state.savepoints += 1;
  else if (control.startsWith('release savepoint ') || control.startsWith('rollback to savepoint '))
    state.savepoints = Math.max(0, state.savepoints - 1);
  const commit = text.endsWith(THEN_COMMIT) && state.savepoints === 0;
  if (!state.beginHeld && !commit) return plainQuery.call(this, named(config), ...rest);

  // BEGIN, the statement and COMMIT, each with its Sync, in the tick's one write
  const sent: Promise<unknown>[] = [];
  if (state.beginHeld) sent.push(plainQuery.call(this, 'begin') as Promise<unknown>);
  state.beginHeld = false;
  const index = sent.length;
  sent.push(plainQuery.call(this, named(config), ...rest) as Promise<unknown>);
  if (commit) {
    state.ended = true;
    sent.push(plainQuery.call(this, 'commit') as Promise<unknown>);
  }
  // a failed BEGIN fails its statement too (both see the same broken connection); a failed
  // statement answers its own error, not the COMMIT's
  return Promise.all(sent).then((results) => results[index]);
} as typeof pg.Client.prototype.query;
