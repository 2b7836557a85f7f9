/**
 * The database's own rate for a request's statements: the limit beside each figure of
 * `npm run bench` (issue 30 §5). The bench's server records the statements one request of a
 * route sends (`captureStatements`, through the server's own database clients, as
 * bench/explain.ts records each list's), and the same statements then run in a loop as
 * prepared statements: on PostgreSQL from as many node-postgres connections as the figure
 * has, each with named statements; on PGlite serially on the server's one connection. The
 * rate is how many times a second the database alone answers the whole set of statements.
 */
import type { Socket } from 'node:net';
import pg from 'pg';

export type Captured = { text: string; values: unknown[] };

/** the database's rate for one figure (its statements, its connections, its duration) */
export interface DatabaseRate {
  /** complete statement sets a second */
  rps: number;
  /** statements in one set (one request of the route, its session lookup included) */
  statements: number;
  /** the first statement that failed when replayed, if one did */
  error?: string;
}

let recording: Captured[] | undefined;
const patched = Symbol('bench statement capture');

type Queryable = { query: (...args: any[]) => any; [patched]?: true };

/** every statement a client sends through `query` while a capture is on is recorded */
export function recordStatements(client: Queryable): void {
  if (client[patched]) return;
  const original = client.query;
  client.query = function (this: unknown, ...args: any[]) {
    const [first, second] = args;
    const text = typeof first === 'string' ? first : first?.text;
    const values = (typeof first === 'string' ? second : (first?.values ?? second)) ?? [];
    if (recording && typeof text === 'string' && !text.startsWith('EXPLAIN')) {
      recording.push({ text, values: Array.isArray(values) ? values : [] });
    }
    return original.apply(this, args);
  } as Queryable['query'];
  client[patched] = true;
}

/** the statements sent while `work` runs (the clients are patched by recordStatements) */
export async function captureStatements(work: () => Promise<unknown>): Promise<Captured[]> {
  const statements: Captured[] = [];
  recording = statements;
  try {
    await work();
  } finally {
    recording = undefined;
  }
  return statements;
}

/**
 * The query method the server's database goes through: on PostgreSQL its pool's client
 * class, on PGlite the plan-once wrapper Drizzle holds.
 */
export function serverClient(db: unknown): Queryable {
  const client = (
    db as { $client: Queryable & { options?: { Client?: { prototype: Queryable } } } }
  ).$client;
  return client.options?.Client?.prototype ?? client;
}

/** JSON-safe parameters (a bigint has no JSON form; dates travel as ISO text) */
export function portable(statements: Captured[]): Captured[] {
  return statements.map(({ text, values }) => ({
    text,
    values: values.map((value) => (typeof value === 'bigint' ? String(value) : value)),
  }));
}

/** sends the set's `index`th request and settles at its answer */
type Run = (index: number) => Promise<unknown>;

/** when the loops stop: at the figure's end, or at once when one of them fails */
type Deadline = { at: number };

/** runs a set of `size` requests in order until the deadline; counts the sets started before it */
async function loop(run: Run, size: number, deadline: Deadline): Promise<number> {
  let sets = 0;
  try {
    while (performance.now() < deadline.at) {
      for (let i = 0; i < size; i++) await run(i);
      sets++;
    }
  } catch (error) {
    deadline.at = 0;
    throw error;
  }
  return sets;
}

async function timed(
  statements: Captured[],
  seconds: number,
  loops: (deadline: Deadline) => Promise<number>[],
): Promise<DatabaseRate> {
  if (statements.length === 0) return { rps: 0, statements: 0, error: 'no statement captured' };
  const started = performance.now();
  // every loop has stopped before the connections are given back, even after a failure
  const done = await Promise.allSettled(loops({ at: started + seconds * 1000 }));
  const elapsed = (performance.now() - started) / 1000;
  const refused = done.find((d) => d.status === 'rejected');
  if (refused) return failed(statements, refused.reason);
  const sets = done.reduce((n, d) => n + (d.status === 'fulfilled' ? d.value : 0), 0);
  return { rps: Number((sets / elapsed).toFixed(1)), statements: statements.length };
}

function failed(statements: Captured[], error: unknown): DatabaseRate {
  const message = error instanceof Error ? error.message : String(error);
  return { rps: 0, statements: statements.length, error: message };
}

/** every column as the text PostgreSQL sent: the loop measures the database, not parsing */
const asText = { getTypeParser: () => (value: string) => value };

/** N node-postgres connections with the server's plan cache mode, for one connection level */
export async function openConnections(
  databaseUrl: string,
  count: number,
  planCacheMode: string,
): Promise<pg.Client[]> {
  const clients = Array.from(
    { length: count },
    () =>
      new pg.Client({
        connectionString: databaseUrl,
        options: `-c plan_cache_mode=${planCacheMode}`,
      }),
  );
  await Promise.all(clients.map((client) => client.connect()));
  return clients;
}

export async function closeConnections(clients: pg.Client[]): Promise<void> {
  await Promise.all(clients.map((client) => client.end()));
}

/** one name per text, the same on every connection: each connection prepares it once */
const names = new Map<string, string>();
const nameOf = (text: string) => {
  let name = names.get(text);
  if (!name) {
    name = `bench_rate_${names.size + 1}`;
    names.set(text, name);
  }
  return name;
};

/** what a connection sends for each statement of the set, and a reader of its answers */
interface Wire {
  /** how many requests a set sends (a write's set: its begin and rollback too) */
  size: number;
  /** sends the set's `index`th request; settles at its ReadyForQuery */
  send(index: number): Promise<void>;
  /** gives the connection back to node-postgres */
  release(): void;
}

/** the message of an ErrorResponse's fields (its `M` field) */
function errorText(fields: Buffer): string {
  let at = 0;
  while (at < fields.length && fields[at] !== 0) {
    const end = fields.indexOf(0, at + 1);
    if (fields[at] === 0x4d) return fields.toString('utf8', at + 1, end);
    at = end + 1;
  }
  return 'error response';
}

/**
 * Each statement is prepared by name and run once by node-postgres, and the bytes it writes
 * the second time (Bind with the values, Describe, Execute, Sync) are kept; the loop then
 * writes those bytes and only waits for ReadyForQuery, as pgbench's loop does. Parsing every
 * row into objects in node-postgres cost the bench's one thread more than the database spent
 * (the floor's statement: about a third of pgbench's rate on the same 50 connections).
 */
async function wireOf(
  client: pg.Client,
  statements: Captured[],
  { rolledBack = false } = {},
): Promise<Wire> {
  const stream = (client as unknown as { connection: { stream: Socket } }).connection.stream;
  /** the bytes `send` writes for a query (it runs once more to record them) */
  const bytesOf = async (query: string | pg.QueryConfig): Promise<Buffer> => {
    const chunks: Buffer[] = [];
    const write = stream.write;
    stream.write = ((chunk: Uint8Array, ...rest: unknown[]) => {
      chunks.push(Buffer.from(chunk));
      return (write as (...args: unknown[]) => boolean).call(stream, chunk, ...rest);
    }) as typeof stream.write;
    try {
      await client.query(query);
    } finally {
      stream.write = write;
    }
    return Buffer.concat(chunks);
  };
  const requests: Buffer[] = [];
  // a write's set runs in one transaction it rolls back (every step after the one before it);
  // each statement is prepared inside a savepoint undone at once, then run for its bytes
  if (rolledBack) await client.query('begin');
  for (const { text, values } of statements) {
    const query = { name: nameOf(text), text, values: values as unknown[], types: asText };
    if (rolledBack) await client.query('savepoint bench_rate');
    await client.query(query); // prepares it; a statement that cannot run alone fails here
    if (rolledBack) await client.query('rollback to savepoint bench_rate');
    requests.push(await bytesOf(query));
  }
  if (rolledBack) {
    await client.query('rollback');
    requests.unshift(await bytesOf('begin'));
    requests.push(await bytesOf('rollback'));
  }
  const parser = stream.listeners('data') as ((chunk: Buffer) => void)[];
  stream.removeAllListeners('data');
  let pending: Buffer = Buffer.alloc(0);
  let waiting: { resolve: () => void; reject: (error: Error) => void } | undefined;
  let failure: string | undefined;
  const settle = () => {
    const waiter = waiting;
    waiting = undefined;
    if (failure) waiter?.reject(new Error(failure));
    else waiter?.resolve();
  };
  const onData = (chunk: Buffer) => {
    pending = pending.length > 0 ? Buffer.concat([pending, chunk]) : chunk;
    let at = 0;
    while (pending.length - at >= 5) {
      const length = pending.readInt32BE(at + 1);
      if (pending.length - at < 1 + length) break;
      const type = pending[at];
      if (type === 0x45) failure = errorText(pending.subarray(at + 5, at + 1 + length)); // E
      if (type === 0x5a) settle(); // Z
      at += 1 + length;
    }
    pending = pending.subarray(at);
  };
  const onClose = () => {
    failure ??= 'connection closed';
    settle();
  };
  stream.on('data', onData);
  stream.on('close', onClose);
  return {
    size: requests.length,
    send: (index) =>
      new Promise((resolve, reject) => {
        waiting = { resolve, reject };
        stream.write(requests[index]!);
      }),
    release: () => {
      stream.off('data', onData);
      stream.off('close', onClose);
      for (const listener of parser) stream.on('data', listener);
    },
  };
}

/** PostgreSQL: the set in a loop on every connection at once, as named prepared statements */
export function postgresRate(
  clients: pg.Client[],
  statements: Captured[],
  seconds: number,
): Promise<DatabaseRate> {
  return replayed(clients, () => statements, seconds);
}

/** transaction control, which a write's replayed set has once around it (wireOf) */
const control = /^\s*(begin|commit|rollback)\s*$/i;

/**
 * The write mix's rate on PostgreSQL: connection i replays set i (the statements of one car's
 * mix steps, captured by the bench's server) in one transaction rolled back at its end, so
 * that a set can run again: the steps' commits are one rollback here. Answers the steps a
 * second (`steps` a set).
 */
export async function postgresWriteRate(
  clients: pg.Client[],
  sets: Captured[][],
  steps: number,
  seconds: number,
): Promise<DatabaseRate> {
  const own = sets.map((set) => set.filter(({ text }) => !control.test(text)));
  const rate = await replayed(clients, (i) => own[i % own.length]!, seconds, {
    rolledBack: true,
  });
  return { ...rate, rps: Number((rate.rps * steps).toFixed(1)) };
}

/** connection i replays `setOf(i)` in a loop, all at once, until the figure's end */
async function replayed(
  clients: pg.Client[],
  setOf: (i: number) => Captured[],
  seconds: number,
  options: { rolledBack?: boolean } = {},
): Promise<DatabaseRate> {
  const statements = setOf(0);
  const prepared = await Promise.allSettled(
    clients.map((client, i) => wireOf(client, setOf(i), options)),
  );
  const wires = prepared.flatMap((p) => (p.status === 'fulfilled' ? [p.value] : []));
  const refused = prepared.find((p) => p.status === 'rejected');
  if (refused) {
    for (const wire of wires) wire.release();
    return failed(statements, refused.reason);
  }
  try {
    return await timed(statements, seconds, (deadline) =>
      wires.map((wire) => loop(wire.send, wire.size, deadline)),
    );
  } finally {
    for (const wire of wires) wire.release();
  }
}

/**
 * PGlite (one connection, in the server's process): the set in a loop, serially, through the
 * server's own client, which prepares each statement once (db/plan-once-pglite.ts).
 */
export function serialRate(
  query: (text: string, values: unknown[]) => Promise<unknown>,
  statements: Captured[],
  seconds: number,
): Promise<DatabaseRate> {
  return timed(statements, seconds, (deadline) => [
    loop((i) => query(statements[i]!.text, statements[i]!.values), statements.length, deadline),
  ]);
}
