import { systemRoutes } from '@car-rental/domain/contract/system';
import type { QueryClient } from '@tanstack/react-query';
import { ApiError, call, errorMessage, NetworkError, request } from '../api-client.ts';
import { isDemoMode } from '../data-mode.ts';
import { i18n } from '../i18n.ts';
import {
  bindQueryOnlineState,
  getConnection,
  onReconnectRequest,
  reportReachable,
  reportReconnecting,
  reportUnreachable,
  subscribeConnection,
} from './connection.ts';
import {
  QUEUE_KEY,
  type QueuedWrite,
  queuedWrites,
  REFUSED_KEY,
  refuse,
  releaseWaiters,
  reloadOutbox,
  removeQueued,
  settle,
  subscribeOutbox,
} from './outbox.ts';
import { setLabelCache } from './write-label.ts';

/** spec §9: the offline fallback retries the connection every 30 seconds */
export const RETRY_INTERVAL_MS = 30_000;
/** spec §9: the connection test on reconnect gives up after 10 seconds */
const RECONNECT_TIMEOUT_MS = 10_000;
/** answers of a proxy while the server restarts: try again later, refuse nothing */
const TRANSIENT = new Set([502, 503, 504]);

let client: QueryClient | undefined;

/** the health probe's request: a connection test whose outcome the caller judges */
const HEALTH_PROBE = { timeoutMs: RECONNECT_TIMEOUT_MS, connectionTest: true, probe: true };

/** Retry Now, and the automatic attempt every 30 seconds: GET /api/health */
export async function retryNow(): Promise<void> {
  if (isDemoMode() || getConnection().status === 'reconnecting') return;
  reportReconnecting();
  try {
    await call(systemRoutes.health, {}, HEALTH_PROBE);
    reportReachable();
    // the browser itself still says offline: the answer does not count
    if (getConnection().status !== 'online') reportUnreachable('offline', null);
  } catch (error) {
    reportHealthFailure(error);
  }
}

/** a connection test that got no good answer: the banner says why */
function reportHealthFailure(error: unknown) {
  if (error instanceof NetworkError) {
    reportUnreachable(error.reason, error.message);
  } else if (error instanceof ApiError) {
    const reason =
      error.status === 404
        ? 'notFound'
        : error.status === 401 || error.status === 403
          ? 'permission'
          : 'failed';
    reportUnreachable(reason, error.message);
  } else {
    reportUnreachable('failed', null);
  }
}

/**
 * A light liveness probe (GET /api/health) for when a screen has no request of its own to
 * notice the server is gone (the live stream dropped): unlike Retry Now it shows nothing
 * while it runs. An answer puts the app back online; no answer shows the offline banner.
 * Returns whether the server answered.
 */
export async function probeServer(): Promise<boolean> {
  if (isDemoMode()) return true;
  try {
    await call(systemRoutes.health, {}, HEALTH_PROBE);
    reportReachable();
    return true;
  } catch (error) {
    reportHealthFailure(error);
    return false;
  }
}

/** sends one queued write with its own Idempotency-Key: a write the server has seen answers as before */
function send(write: QueuedWrite) {
  return request<unknown>(write.method, write.path, {
    body: write.body,
    idempotencyKey: write.idempotencyKey,
    replay: true,
  });
}

/**
 * Replays the queue in order, one write at a time. Applied: it leaves the queue. Refused
 * (4xx, e.g. the car was rented at another desk meanwhile): it moves to the refused list with
 * the server's reason. No answer: the replay stops and waits for the next reconnect.
 * Returns whether anything changed on the server.
 */
async function drain(): Promise<boolean> {
  let changed = false;
  reloadOutbox();
  for (let write = queuedWrites()[0]; write; write = queuedWrites()[0]) {
    if (getConnection().status !== 'online') break;
    try {
      const answer = await send(write);
      removeQueued(write.id);
      settle(write.id, { kind: 'applied', answer });
      changed = true;
    } catch (error) {
      if (error instanceof NetworkError) break;
      if (error instanceof ApiError && error.status === 401) {
        // the session ended: keep the queue, sign in again, and it is replayed then
        reportUnreachable('permission', error.message);
        client?.setQueryData(['auth', 'me'], null);
        break;
      }
      if (error instanceof ApiError && TRANSIENT.has(error.status)) {
        reportUnreachable('failed', error.message);
        break;
      }
      // the one who waits for it shows the refusal in the form itself
      if (settle(write.id, { kind: 'refused', error })) removeQueued(write.id);
      else refuse(write.id, errorMessage(error, i18n.t('connection.refusedFallback')));
      changed = true;
    }
    reloadOutbox();
  }
  releaseWaiters();
  return changed;
}

let draining = false;
let drainAgain = false;

/** one replay at a time, across the tabs of this browser too (Web Locks where available) */
export async function flushQueue(): Promise<void> {
  if (draining) {
    drainAgain = true;
    return;
  }
  draining = true;
  try {
    do {
      drainAgain = false;
      const changed = navigator.locks
        ? await navigator.locks.request('car_rental_offline_replay', drain)
        : await drain();
      if (changed) await client?.invalidateQueries();
    } while (drainAgain && getConnection().status === 'online' && queuedWrites().length > 0);
  } finally {
    draining = false;
  }
}

function flushIfOnline() {
  if (isDemoMode() || getConnection().status !== 'online') return;
  if (queuedWrites().length > 0) void flushQueue();
}

/**
 * Starts the offline machinery once, before the app renders: queries follow the connection
 * state, the browser's online/offline events are heard, a reconnect is tried every 30
 * seconds while offline, and the queue is replayed whenever the server is reachable.
 */
export function setupOffline(queryClient: QueryClient) {
  client = queryClient;
  setLabelCache(queryClient);
  bindQueryOnlineState();
  onReconnectRequest(() => void retryNow());
  let wasOnline = getConnection().status === 'online';
  subscribeConnection(() => {
    const online = getConnection().status === 'online';
    if (online && !wasOnline) flushIfOnline();
    wasOnline = online;
  });
  subscribeOutbox(flushIfOnline);
  window.addEventListener('offline', () => {
    if (!isDemoMode()) reportUnreachable('offline', null);
  });
  window.addEventListener('online', () => void retryNow());
  window.addEventListener('storage', (event) => {
    if (event.key === QUEUE_KEY || event.key === REFUSED_KEY || event.key === null) {
      reloadOutbox();
    }
  });
  setInterval(() => {
    if (getConnection().status !== 'online') void retryNow();
  }, RETRY_INTERVAL_MS);
  flushIfOnline();
}
