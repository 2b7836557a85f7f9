/// <reference lib="webworker" />

import snapshot from 'virtual:demo-snapshot';
import { applyMigrations, migrationsOf } from '@car-rental/server/db/bundled-migrations';
import type { Db } from '@car-rental/server/db/create-db';
import { planOncePglite } from '@car-rental/server/db/plan-once-pglite';
import * as schema from '@car-rental/server/db/schema';
import type { Dispatcher } from '@car-rental/server/lib/dispatch';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import journal from '../../../../server/drizzle/meta/_journal.json';
import { demoDispatcher, prepareDemo } from './demo-api.ts';
import { demoClock, demoConfig, demoDeps } from './demo-deps.ts';
import { demoFonts } from './demo-fonts.ts';
import { DEMO_STORE, type FromWorker, type ToWorker } from './demo-protocol.ts';
import { loadDataDir, saveDataDir } from './demo-store.ts';
import { businessDaysBetween, shiftTimes } from './demo-time-shift.ts';

/**
 * The demo's backend: the server's own services, repositories, migrations and triggers on
 * PGlite in this worker, its data directory saved in IndexedDB (demo-store.ts). The page
 * posts API requests; the dispatcher answers them with the handlers Fastify calls on the
 * server.
 */
declare const self: DedicatedWorkerGlobalScope & Partial<SharedWorkerGlobalScope>;

const sqlFiles = import.meta.glob('../../../../server/drizzle/*.sql', {
  query: '?raw',
  import: 'default',
  eager: true,
}) as Record<string, string>;

async function fetchSnapshot(url: string): Promise<Blob | undefined> {
  try {
    const response = await fetch(url);
    return response.ok ? await response.blob() : undefined;
  } catch {
    // no snapshot: the seed runs here instead
    return undefined;
  }
}

/**
 * The pages this worker answers: the one page of a dedicated worker, or every page connected
 * to the shared one (a tab, and the next page of that tab after a full load: issue 28 §17)
 */
type Client = Pick<MessagePort, 'postMessage'>;
const clients = new Set<Client>();

/** to every page: the start's progress, the changes of a write, the session */
function post(message: FromWorker) {
  for (const client of clients) client.postMessage(message);
}

let dispatcher: Dispatcher | undefined;
let database: PGlite | undefined;
/** the answer to a page that connects once the demo is running: ready at once */
let ready: Extract<FromWorker, { type: 'ready' }> | undefined;
/** why the start failed, for a page that connects after */
let failed: Extract<FromWorker, { type: 'failed' }> | undefined;

/** saves the data directory: a write is in IndexedDB before it is answered */
async function flush() {
  if (database) await saveDataDir(await database.dumpDataDir('none'));
}
type Request = Extract<ToWorker, { type: 'request' }>;
const waiting: { request: Request; client: Client }[] = [];
type StartMessage = Extract<ToWorker, { type: 'start' }>;
const changed = new Set<string>();

async function start({ sessionCookie, pgliteWasmModule, fsBundle }: StartMessage) {
  const began = performance.now();
  post({ type: 'progress', step: 'opening' });
  // a later visit opens its own store; a first one loads the snapshot seeded at build time
  const saved = await loadDataDir();
  const fromSnapshot = saved || !snapshot ? undefined : await fetchSnapshot(snapshot.url);
  const data = saved ?? fromSnapshot;
  const client = await PGlite.create({
    extensions: { pg_trgm, btree_gist },
    ...(data ? { loadDataDir: data } : {}),
    ...(pgliteWasmModule ? { pgliteWasmModule } : {}),
    ...(fsBundle ? { fsBundle } : {}),
  });
  database = client;
  // every statement prepared and planned once, as on the server (decision 0003)
  const db = drizzle((await planOncePglite(client)) as unknown as PGlite, {
    schema,
  }) as unknown as Db;
  post({ type: 'progress', step: 'migrating' });
  const texts: Record<string, string> = {};
  for (const [path, text] of Object.entries(sqlFiles)) {
    texts[path.replace(/^.*\//, '').replace(/\.sql$/, '')] = text;
  }
  await applyMigrations(db, await migrationsOf(journal, texts));
  if (fromSnapshot && snapshot) {
    // the snapshot's business happened around its build: move it to around now
    const hour = 3_600_000;
    const now = Math.floor(Date.now() / hour) * hour;
    const seededAt = new Date(snapshot.seededAt);
    // the dates by the business days between (the seed's today's drawer is the visit's)
    const days = businessDaysBetween(seededAt, new Date(now), demoConfig.businessTimezone);
    await shiftTimes(db, now - seededAt.getTime(), days);
  }
  const clock = demoClock();
  const deps = demoDeps(db, clock, demoFonts);
  const { seeded } = await prepareDemo({
    deps,
    setNow: (date) => clock.set(date),
    onProgress: (step) => post({ type: 'progress', step }),
  });
  // what a first start made (the snapshot moved to now, or the seed) is saved before use
  if (!saved) await flush();
  // announced after the answer of the write that made them, as the server's stream does:
  // a screen refetching before its own write is answered would lose that answer
  deps.events.subscribe((event) => {
    for (const topic of event.topics) changed.add(topic);
  });
  dispatcher = demoDispatcher(deps);
  if (sessionCookie) dispatcher.setSession(sessionCookie);
  ready = { type: 'ready', ms: Math.round(performance.now() - began), seeded };
  post(ready);
  for (const { request, client } of waiting.splice(0)) void answer(request, client);
}

async function answer(request: Request, client: Client) {
  if (!dispatcher) {
    waiting.push({ request, client });
    return;
  }
  const before = dispatcher.session();
  const result = await dispatcher.dispatch(request);
  // a write is on IndexedDB before it is answered: a reload right after keeps it
  if (request.method !== 'GET') await flush();
  const after = dispatcher.session();
  if (after !== before) post({ type: 'session', cookie: after });
  const transfer = result.body.kind === 'bytes' ? [result.body.value.buffer as ArrayBuffer] : [];
  client.postMessage({ type: 'answer', id: request.id, ...result } satisfies FromWorker, transfer);
  if (changed.size > 0) {
    post({ type: 'topics', topics: [...changed] });
    changed.clear();
  }
}

/** how long a new tab waits for the store before saying the demo is open elsewhere */
const BUSY_AFTER_MS = 1500;

/**
 * One worker at a time owns the store (PGlite on IndexedDB is one writer): it holds a Web
 * Lock named after it for its whole life. A shared worker (issue 28 §17) is the same one for
 * every tab and for the next page of a tab, so its pages never wait for it. A dedicated
 * worker (a browser without shared workers that outlive their page) waits for the lock (a
 * reload waits for the page it replaces) and, when that takes long, says the demo is open
 * elsewhere; it starts as soon as the other tab closes.
 */
let starting = false;

function receive(message: ToWorker, client: Client) {
  if (message.type === 'request') {
    void answer(message, client);
    return;
  }
  if (starting) {
    // a page connected to the running demo: where its start stands
    if (ready) client.postMessage({ ...ready, ms: 0, seeded: false } satisfies FromWorker);
    else if (failed) client.postMessage(failed);
    return;
  }
  starting = true;
  let granted = false;
  const busy = setTimeout(() => {
    if (!granted) post({ type: 'busy' });
  }, BUSY_AFTER_MS);
  void navigator.locks.request(DEMO_STORE, async () => {
    granted = true;
    clearTimeout(busy);
    try {
      await start(message);
    } catch (error) {
      failed = { type: 'failed', message: error instanceof Error ? error.message : String(error) };
      post(failed);
      return;
    }
    // held until the worker ends
    await new Promise(() => {});
  });
}

if ('onconnect' in self) {
  self.onconnect = (event: MessageEvent) => {
    const [port] = event.ports;
    if (!port) return;
    clients.add(port);
    port.onmessage = (message: MessageEvent<ToWorker>) => receive(message.data, port);
    // a page gone (closed, or replaced by the next): nothing more to send it
    port.addEventListener('close', () => clients.delete(port));
  };
} else {
  clients.add(self);
  self.onmessage = (event: MessageEvent<ToWorker>) => receive(event.data, self);
}
