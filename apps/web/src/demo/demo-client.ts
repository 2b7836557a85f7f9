import pgliteData from '@electric-sql/pglite/pglite.data?url';
import pgliteWasm from '@electric-sql/pglite/pglite.wasm?url';
import { ApiError, apiErrorOf } from '../lib/api-error.ts';
import { type DemoStatus, demoStatus, setDemoStatus } from './demo-status.ts';
import {
  DEMO_STORE,
  type DemoBody,
  type FromWorker,
  type ToWorker,
} from './worker/demo-protocol.ts';
import demoWorkerUrl from './worker/demo-worker.ts?worker&url';

/**
 * The page's side of the demo: starts the worker that runs the server's code on PGlite
 * (worker/demo-worker.ts), loaded only when the demo is used, and sends it the API requests
 * that would otherwise go to the server. The answers come back as the server's would.
 */

/** a file a route answers (a CSV export, an invoice PDF): the browser saves it */
export interface DemoFile {
  fileName: string;
  contentType: string;
  data: string | Uint8Array;
}

/** the spec's storage key holds the demo's marker; the data is PGlite's IndexedDB store */
const SESSION_KEY = `${DEMO_STORE}:session`;

/** the demo's worker, as this page talks to it */
let worker: Pick<Worker, 'postMessage'> | undefined;
let nextId = 1;
const pending = new Map<number, { resolve(answer: Answer): void; reject(error: Error): void }>();
const topicListeners = new Set<(topics: string[]) => void>();

export interface Answer {
  status: number;
  headers: Record<string, string>;
  body: DemoBody;
}

function setStatus(next: DemoStatus) {
  setDemoStatus(next);
  // a demo open in another tab waits for it (its requests too); one that failed refuses
  if (next.state === 'failed') {
    const error = new ApiError(503, 'demo_failed', `The demo could not start: ${next.message}`);
    for (const waiter of pending.values()) waiter.reject(error);
    pending.clear();
  }
}

/** what the demo's writes changed, as the server's event stream names it */
export function onDemoTopics(listener: (topics: string[]) => void): () => void {
  topicListeners.add(listener);
  return () => topicListeners.delete(listener);
}

function storedSession(): string | null {
  try {
    return localStorage.getItem(SESSION_KEY);
  } catch {
    return null;
  }
}

function keepSession(cookie: string | null) {
  try {
    if (cookie) localStorage.setItem(SESSION_KEY, cookie);
    else localStorage.removeItem(SESSION_KEY);
  } catch {
    // private mode: the demo session lasts until the tab closes
  }
}

function onMessage(event: MessageEvent<FromWorker>) {
  const message = event.data;
  switch (message.type) {
    case 'progress':
      setStatus({ state: 'starting', step: message.step });
      break;
    case 'ready':
      try {
        localStorage.setItem(DEMO_STORE, JSON.stringify({ indexedDb: DEMO_STORE }));
      } catch {
        // the marker is a courtesy: the data is in IndexedDB either way
      }
      setStatus({ state: 'ready', ms: message.ms });
      break;
    case 'busy':
      setStatus({ state: 'busy' });
      break;
    case 'failed':
      setStatus({ state: 'failed', message: message.message });
      break;
    case 'session':
      keepSession(message.cookie);
      break;
    case 'topics':
      for (const listener of topicListeners) listener(message.topics);
      break;
    case 'answer': {
      const waiter = pending.get(message.id);
      pending.delete(message.id);
      waiter?.resolve(message);
      break;
    }
  }
}

/**
 * whether this browser keeps a shared worker alive for a while after its last page is gone
 * (the extendedLifetime option, Chrome 148): a browser reads the options it knows
 */
function sharedWorkerOutlivesPages(): boolean {
  if (typeof SharedWorker === 'undefined') return false;
  let read = false;
  const probe = {
    get extendedLifetime() {
      read = true;
      return false;
    },
  };
  try {
    // the options are read before the address, which does not parse: no worker is made
    new SharedWorker('http://[', probe as WorkerOptions);
  } catch {
    // the SyntaxError expected
  }
  return read;
}

/**
 * Starts the demo's worker once; requests sent before it is ready wait for it. Where a shared
 * worker can outlive its page, the demo is one shared worker kept across full loads (a
 * page opened by its address, a reload): the next page finds PGlite open and answers at
 * once instead of starting again (issue 28 §17: 1.2 to 2 s of worker start, 2.4 to 3.4 s to
 * the screen's content, on each load). Elsewhere, a dedicated worker per page, as before.
 */
export function startDemo(): void {
  if (worker) return;
  setStatus({ state: 'starting', step: 'opening' });
  const shared = sharedWorkerOutlivesPages();
  if (shared) {
    const options = { type: 'module', name: 'demo', extendedLifetime: true };
    const sharedWorker = new SharedWorker(demoWorkerUrl, options as WorkerOptions);
    sharedWorker.port.onmessage = onMessage;
    // a shared worker's error is a plain event: its script failed to load or to run
    sharedWorker.onerror = (event) =>
      setStatus({ state: 'failed', message: (event as ErrorEvent).message ?? event.type });
    worker = sharedWorker.port;
  } else {
    const dedicated = new Worker(demoWorkerUrl, { type: 'module', name: 'demo' });
    dedicated.onmessage = onMessage;
    dedicated.onerror = (event) => setStatus({ state: 'failed', message: event.message });
    worker = dedicated;
  }
  void pgliteArtifacts(shared).then((artifacts) => {
    const start: ToWorker = { type: 'start', sessionCookie: storedSession(), ...artifacts };
    worker?.postMessage(start);
  });
}

/**
 * PGlite's WebAssembly (compiled from the browser's code cache on a later visit) and its
 * file bundle, fetched here while the worker loads its own code, which they would
 * otherwise wait for; the worker fetches them itself if this fails. A shared worker runs
 * apart from the page (another agent cluster): a compiled module cannot be sent to it, and
 * one already running needs neither.
 */
async function pgliteArtifacts(
  shared: boolean,
): Promise<Pick<ToWorker & { type: 'start' }, 'pgliteWasmModule' | 'fsBundle'>> {
  if (shared) return {};
  try {
    const [pgliteWasmModule, fsBundle] = await Promise.all([
      WebAssembly.compileStreaming(fetch(pgliteWasm)),
      fetch(pgliteData).then((response) => response.blob()),
    ]);
    return { pgliteWasmModule, fsBundle };
  } catch {
    return {};
  }
}

function fileNameOf(headers: Record<string, string>): string {
  const match = /filename="([^"]+)"/.exec(headers['content-disposition'] ?? '');
  return match?.[1] ?? 'download';
}

/**
 * the worker's answer to an API request, whatever its status (the booking page in the demo
 * reads its refusals itself: demo-book-page.tsx); rejects when the demo cannot start
 */
export function demoAnswer(
  method: string,
  path: string,
  query: Record<string, string>,
  body: unknown,
): Promise<Answer> {
  startDemo();
  const id = nextId++;
  return new Promise<Answer>((resolve, reject) => {
    pending.set(id, { resolve, reject });
    const message: ToWorker = { type: 'request', id, method, path, query, body };
    worker?.postMessage(message);
    // a demo that cannot start refuses with its reason
    const status = demoStatus();
    if (status.state === 'failed') setStatus(status);
  });
}

/** answers an API request from the demo's worker, as the server would */
export async function demoRequest(
  method: string,
  path: string,
  query: Record<string, string>,
  body: unknown,
): Promise<unknown> {
  const answer = await demoAnswer(method, path, query, body);
  if (answer.status >= 400) {
    throw apiErrorOf(answer.status, answer.body.kind === 'json' ? answer.body.value : {});
  }
  switch (answer.body.kind) {
    case 'json':
      return answer.body.value;
    case 'empty':
      return undefined;
    default:
      return {
        fileName: fileNameOf(answer.headers),
        contentType: answer.headers['content-type'] ?? 'application/octet-stream',
        data: answer.body.value,
      } satisfies DemoFile;
  }
}
