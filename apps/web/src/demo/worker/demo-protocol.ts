/** The messages between the page (demo/demo-client.ts) and the demo's worker (demo-worker.ts). */

/** where the demo's data lives: the IndexedDB database of PGlite, and the spec's key */
export const DEMO_STORE = 'car_rental_admin_db_v1';

export type DemoStep = 'opening' | 'migrating' | 'seeding';

export type ToWorker =
  | {
      type: 'start';
      sessionCookie: string | null;
      /**
       * PGlite's WebAssembly module and file bundle, fetched and compiled by the page while
       * this worker's own code loads; absent when the page could not, and PGlite fetches them
       */
      pgliteWasmModule?: WebAssembly.Module;
      fsBundle?: Blob;
    }
  | {
      type: 'request';
      id: number;
      method: string;
      path: string;
      query: Record<string, string>;
      body: unknown;
    };

export type DemoBody =
  | { kind: 'json'; value: unknown }
  | { kind: 'text'; value: string }
  | { kind: 'bytes'; value: Uint8Array }
  | { kind: 'empty' };

export type FromWorker =
  | { type: 'progress'; step: DemoStep }
  | { type: 'ready'; ms: number; seeded: boolean }
  /** another tab holds the demo's store */
  | { type: 'busy' }
  | { type: 'failed'; message: string }
  | {
      type: 'answer';
      id: number;
      status: number;
      headers: Record<string, string>;
      body: DemoBody;
    }
  /** what a committed write changed, as the server's /api/events names it */
  | { type: 'topics'; topics: string[] }
  /** the session cookie changed (sign-in, sign-out): the page keeps it across reloads */
  | { type: 'session'; cookie: string | null };
