import { createDemoServer, type DemoServer } from './demo-server.ts';

/** test support only: an in-memory Storage, a seeded random and a clock a test moves */

export class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();

  get length(): number {
    return this.items.size;
  }

  clear(): void {
    this.items.clear();
  }

  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }

  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null;
  }

  removeItem(key: string): void {
    this.items.delete(key);
  }

  setItem(key: string, value: string): void {
    this.items.set(key, String(value));
  }
}

/** mulberry32: a small deterministic random in [0, 1) */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export interface TestClock {
  (): Date;
  set(at: Date | string): void;
  advance(ms: number): void;
}

export function testClock(start: Date | string): TestClock {
  let now = new Date(start);
  const clock = (() => new Date(now)) as TestClock;
  clock.set = (at) => {
    now = new Date(at);
  };
  clock.advance = (ms) => {
    now = new Date(now.getTime() + ms);
  };
  return clock;
}

export const START = '2026-06-15T10:30:00.000Z';

export interface TestDemo {
  server: DemoServer;
  storage: MemoryStorage;
  clock: TestClock;
  get<T>(path: string, query?: Record<string, string>): Promise<T>;
  post<T>(path: string, body?: unknown): Promise<T>;
  patch<T>(path: string, body?: unknown): Promise<T>;
  del<T>(path: string): Promise<T>;
}

export function testDemo(seed = 7, storage = new MemoryStorage()): TestDemo {
  const clock = testClock(START);
  const server = createDemoServer(storage, clock, seededRandom(seed));
  return {
    server,
    storage,
    clock,
    get: (path, query = {}) => server.handle('GET', path, query, undefined) as Promise<never>,
    post: (path, body) => server.handle('POST', path, {}, body) as Promise<never>,
    patch: (path, body) => server.handle('PATCH', path, {}, body) as Promise<never>,
    del: (path) => server.handle('DELETE', path, {}, undefined) as Promise<never>,
  };
}

/** the refusal a request ends with (fails the test when it succeeds) */
export async function refusalOf(request: Promise<unknown>) {
  try {
    await request;
  } catch (error) {
    return error as { status: number; code: string; detail: string; fields?: unknown[] };
  }
  throw new Error('expected a refusal');
}
