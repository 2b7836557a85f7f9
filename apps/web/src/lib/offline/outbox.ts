import { useSyncExternalStore } from 'react';

/**
 * The persisted queue of writes made while the server could not be reached, and the list of
 * queued writes the server refused on replay. Both live in localStorage, so a reload or a
 * closed tab loses nothing; other tabs of the app see the same lists.
 */
export const QUEUE_KEY = 'car_rental_offline_queue_v1';
export const REFUSED_KEY = 'car_rental_offline_refused_v1';

/** what a person reads for a queued write: a catalogue key (common:connection.writes.*) */
export interface WriteLabel {
  key: string;
  values: Record<string, string>;
}

export interface QueuedWrite {
  id: string;
  method: string;
  /** under /api, e.g. /fund/transactions */
  path: string;
  body: unknown;
  idempotencyKey: string;
  label: WriteLabel;
  /** ISO time */
  queuedAt: string;
}

export interface RefusedWrite extends QueuedWrite {
  /** the server's words (problem+json detail) */
  reason: string;
  refusedAt: string;
}

function read<T>(key: string): T[] {
  try {
    const text = localStorage.getItem(key);
    const value: unknown = text ? JSON.parse(text) : [];
    return Array.isArray(value) ? (value as T[]) : [];
  } catch {
    return [];
  }
}

let queue: QueuedWrite[] = read(QUEUE_KEY);
let refused: RefusedWrite[] = read(REFUSED_KEY);
/** localStorage refused a save: the lists live in memory only until it works again */
let storageFailed = false;
const listeners = new Set<() => void>();

function announce() {
  for (const listener of listeners) listener();
}

function save(key: string, value: unknown[]) {
  try {
    localStorage.setItem(key, JSON.stringify(value));
    storageFailed = false;
  } catch {
    storageFailed = true;
  }
}

/** re-reads both lists (another tab may have changed them) */
export function reloadOutbox() {
  const nextQueue = read<QueuedWrite>(QUEUE_KEY);
  const nextRefused = read<RefusedWrite>(REFUSED_KEY);
  if (storageFailed) return;
  if (JSON.stringify(nextQueue) === JSON.stringify(queue)) {
    if (JSON.stringify(nextRefused) === JSON.stringify(refused)) return;
  }
  queue = nextQueue;
  refused = nextRefused;
  announce();
}

export function queuedWrites(): QueuedWrite[] {
  return queue;
}

export function refusedWrites(): RefusedWrite[] {
  return refused;
}

export function isStorageFailed(): boolean {
  return storageFailed;
}

export function enqueue(write: QueuedWrite) {
  queue = [...queue, write];
  save(QUEUE_KEY, queue);
  announce();
}

/** the write was applied (or answered as a replay): it leaves the queue */
export function removeQueued(id: string) {
  queue = queue.filter((write) => write.id !== id);
  save(QUEUE_KEY, queue);
  announce();
}

/** the server refused the write: it moves to the refused list, with the server's reason */
export function refuse(id: string, reason: string) {
  const write = queue.find((entry) => entry.id === id);
  queue = queue.filter((entry) => entry.id !== id);
  if (write) refused = [...refused, { ...write, reason, refusedAt: new Date().toISOString() }];
  save(QUEUE_KEY, queue);
  save(REFUSED_KEY, refused);
  announce();
}

/** the person has read the refusal */
export function dismissRefused(id: string) {
  refused = refused.filter((entry) => entry.id !== id);
  save(REFUSED_KEY, refused);
  announce();
}

export function subscribeOutbox(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useQueuedWrites(): QueuedWrite[] {
  return useSyncExternalStore(subscribeOutbox, queuedWrites);
}

export function useRefusedWrites(): RefusedWrite[] {
  return useSyncExternalStore(subscribeOutbox, refusedWrites);
}

export function useStorageFailed(): boolean {
  return useSyncExternalStore(subscribeOutbox, isStorageFailed);
}

/**
 * The queued writes to one endpoint, for a screen's optimistic rows: `path` is matched
 * exactly, or by a pattern (e.g. /^\/cars\/[^/]+\/return$/).
 */
export function usePendingWrites(method: string, path: string | RegExp): QueuedWrite[] {
  const all = useQueuedWrites();
  return all.filter(
    (write) =>
      write.method === method &&
      (typeof path === 'string' ? write.path === path : path.test(write.path)),
  );
}

/** what happened to a queued write someone waits for (see waitForOutcome) */
export type Outcome =
  | { kind: 'applied'; answer: unknown }
  | { kind: 'refused'; error: unknown }
  | { kind: 'pending' };

const waiters = new Map<string, (outcome: Outcome) => void>();

/**
 * Waits until the replay has sent this write (applied or refused), or says 'pending' when
 * the replay stopped before it or after `timeoutMs`.
 */
export function waitForOutcome(id: string, timeoutMs: number): Promise<Outcome> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => settle(id, { kind: 'pending' }), timeoutMs);
    waiters.set(id, (outcome) => {
      clearTimeout(timer);
      resolve(outcome);
    });
  });
}

/** hands the outcome to whoever waits for it; false when nobody does */
export function settle(id: string, outcome: Outcome): boolean {
  const waiter = waiters.get(id);
  if (!waiter) return false;
  waiters.delete(id);
  waiter(outcome);
  return true;
}

/** the replay stopped: everyone still waiting gets 'pending' */
export function releaseWaiters() {
  for (const id of [...waiters.keys()]) settle(id, { kind: 'pending' });
}
