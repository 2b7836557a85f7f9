import {
  type PGlite,
  parse,
  protocol,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite';
import { PLAN_CACHE_MODE, StatementNames } from './statement-names.ts';

/** one name per SQL text for the process; each PGlite backend prepares it once */
const names = new StatementNames();

const { serialize } = protocol;

/** what Drizzle's PGlite session calls on its client */
export interface PlanOnceClient {
  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T>;
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((total, part) => total + part.byteLength, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.byteLength;
  }
  return out;
}

type BackendMessage = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];

function throwIfError(messages: BackendMessage[], text: string, params: unknown[]): void {
  const error = messages.find((message) => message.name === 'error');
  if (error) throw Object.assign(error, { query: text, params });
}

/**
 * PGlite's `query` sends every statement unnamed: the backend parses and plans it on each
 * call, and the five protocol messages are five calls into WebAssembly. This client prepares
 * each data statement once per backend (Parse + Describe, by name), then runs it as one call:
 * Bind, Describe, Execute and Sync together. Anything it does not name (DDL, migrations,
 * statements with blobs) goes through PGlite's own `query`. Runs on the server and in the
 * demo's worker alike (docs/decisions/0003-plan-once.md). Sets the session's plan cache mode
 * first (statement-names.ts).
 */
export async function planOncePglite(pg: PGlite): Promise<PlanOnceClient> {
  await pg.exec(`set plan_cache_mode = ${PLAN_CACHE_MODE}`);
  /** parameter types of the statements this backend has prepared, by name */
  const prepared = new Map<string, number[]>();

  async function run<T>(name: string, text: string, params: unknown[], options?: QueryOptions) {
    let types = prepared.get(name);
    if (!types) {
      const described = await pg.execProtocolStream(
        concat([
          serialize.parse({ name, text, types: options?.paramTypes ?? [] }),
          serialize.describe({ type: 'S', name }),
          serialize.sync(),
        ]),
        { syncToFs: false, throwOnError: false },
      );
      throwIfError(described, text, params);
      types = parse.parseDescribeStatementResults(described);
      prepared.set(name, types);
    }
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const type = types[i]!;
      const serializer = options?.serializers?.[type] ?? pg.serializers[type];
      return serializer ? serializer(value) : String(value);
    });
    const answer = await pg.execProtocolStream(
      concat([
        serialize.bind({ statement: name, values: values as (string | null)[] }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ]),
      { syncToFs: false, throwOnError: false },
    );
    throwIfError(answer, text, params);
    return parse.parseResults(answer, pg.parsers, options)[0] as Results<T>;
  }

  const nameFor = (text: string, options?: QueryOptions) =>
    options?.blob ? undefined : names.nameOf(text);

  return {
    async query<T>(text: string, params: unknown[] = [], options?: QueryOptions) {
      const name = nameFor(text, options);
      if (!name) return pg.query<T>(text, params, options);
      await pg._checkReady();
      const result = await pg._runExclusiveTransaction(() =>
        pg._runExclusiveQuery(() => run<T>(name, text, params, options)),
      );
      await pg.syncToFs();
      return result;
    },
    transaction<T>(work: (tx: Transaction) => Promise<T>) {
      return pg.transaction((tx) => {
        const planned: Transaction = Object.create(tx);
        planned.query = <R>(text: string, params: unknown[] = [], options?: QueryOptions) => {
          const name = nameFor(text, options);
          if (!name || tx.closed) return tx.query<R>(text, params, options);
          return pg._runExclusiveQuery(() => run<R>(name, text, params, options));
        };
        return work(planned);
      });
    },
  };
}
