import {
  type AnswerOf,
  type CallInput,
  pathOf,
  type RouteSpec,
} from '@car-rental/domain/contract/route';
import { ApiError, apiErrorOf, NetworkError } from './api-error.ts';
import { isDemoMode } from './data-mode.ts';
import { i18n } from './i18n.ts';
import { messageTranslator } from './message-translator.ts';
import {
  getConnection,
  reportReachable,
  reportUnreachable,
  requestReconnect,
} from './offline/connection.ts';
import { enqueue, queuedWrites, waitForOutcome } from './offline/outbox.ts';
import type { PendingAnswer } from './offline/pending-answer.ts';
import { describeWrite } from './offline/write-label.ts';

export { ApiError, NetworkError, type ProblemField } from './api-error.ts';

export type Query = Record<string, string | number | boolean | undefined | null>;

export interface RequestOptions {
  query?: Query;
  body?: unknown;
  idempotencyKey?: string;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** the offline replay sends a queued write itself: never queue it again */
  replay?: boolean;
  /** a connection test (start-up, reconnect): a timeout reads 'Connection timeout after N seconds' */
  connectionTest?: boolean;
  /** the reconnect test (GET /health): its outcome is judged by the caller, not reported */
  probe?: boolean;
  /** the route table's name of the action and its path parameters: they name a queued write */
  operationId?: string;
  params?: Record<string, unknown>;
}

/** how long a queued write waits for the replay while online before it counts as pending */
const REPLAY_WAIT_MS = 15_000;

/**
 * Writes that are kept in the offline queue when the server cannot be reached. Signing in
 * or out, the PIN and uploads need the server there and then: they fail with the message.
 */
function isQueueable(method: string, path: string, body: unknown): boolean {
  if (method === 'GET' || body instanceof FormData) return false;
  // a quote (POST /cars/:id/quote) is a read sent by POST: nothing to replay later
  if (/^\/cars\/[^/]+\/quote$/.test(path)) return false;
  return !path.startsWith('/auth/') && !path.startsWith('/fund/benefit');
}

/** the spec §8 text of a request that got no answer */
function offlineError(timedOut: boolean, read: boolean, timeoutMs: number): NetworkError {
  if (!timedOut) return new NetworkError(i18n.t('connection.offlineMode'), 'offline');
  const seconds = Math.round(timeoutMs / 1000);
  const key = read ? 'connection.readTimeout' : 'connection.timeout';
  return new NetworkError(i18n.t(key, { seconds }), 'timeout', { seconds, read });
}

/**
 * Keeps a write in the persisted queue with its Idempotency-Key. While online (writes queued
 * before it are being replayed) it waits for its own replay and answers as the server did;
 * offline it resolves at once with a PendingAnswer and asks for a reconnect attempt.
 */
async function queueWrite<T>(method: string, path: string, options: RequestOptions): Promise<T> {
  const id = crypto.randomUUID();
  enqueue({
    id,
    method,
    path,
    body: options.body,
    idempotencyKey: options.idempotencyKey ?? crypto.randomUUID(),
    label: describeWrite(options.operationId, options.params ?? {}, options.body),
    queuedAt: new Date().toISOString(),
  });
  const pending: PendingAnswer = {
    pendingSync: true,
    queuedId: id,
    message: i18n.t('connection.savedOffline'),
  };
  if (getConnection().status !== 'online') {
    requestReconnect();
    return pending as T;
  }
  const outcome = await waitForOutcome(id, REPLAY_WAIT_MS);
  if (outcome.kind === 'applied') return outcome.answer as T;
  if (outcome.kind === 'refused') throw outcome.error;
  return pending as T;
}

function withQuery(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

function queryStrings(query?: Query): Record<string, string> {
  const strings: Record<string, string> = {};
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') strings[key] = String(value);
  }
  return strings;
}

export async function request<T>(
  method: string,
  path: string,
  options: RequestOptions = {},
): Promise<T> {
  if (isDemoMode()) {
    // demo mode never reaches the server: the demo store answers, loaded only when used
    const { demoRequest } = await import('../demo/demo-client.ts');
    return (await demoRequest(method, path, queryStrings(options.query), options.body)) as T;
  }
  const queueable = !options.replay && isQueueable(method, path, options.body);
  // offline, or behind writes still waiting for their replay: keep the order, queue it
  if (queueable && (getConnection().status !== 'online' || queuedWrites().length > 0)) {
    return queueWrite<T>(method, path, options);
  }
  const headers: Record<string, string> = { accept: 'application/json' };
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  if (options.idempotencyKey) headers['idempotency-key'] = options.idempotencyKey;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const timeout = AbortSignal.timeout(timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  let response: Response;
  try {
    response = await fetch(withQuery(`/api${path}`, options.query), {
      method,
      headers,
      body,
      credentials: 'same-origin',
      signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    const read = method === 'GET' && !options.connectionTest;
    const failure = offlineError(timeout.aborted, read, timeoutMs);
    if (!options.probe) reportUnreachable(failure.reason, failure.message);
    if (queueable) return queueWrite<T>(method, path, options);
    throw failure;
  }
  if (!options.probe) reportReachable();
  const text = await response.text();
  const data = text ? safeJson(text) : undefined;
  if (!response.ok) {
    throw apiErrorOf(response.status, data, response.statusText);
  }
  return data as T;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Calls a route of the table (packages/domain/src/contract): the path is filled from the
 * route's parameters, the answer is typed by its schema, and in development the answer is
 * parsed by that schema, so that a drift between server and web fails loudly. Writes carry
 * a fresh Idempotency-Key unless one is given.
 */
export async function call<R extends RouteSpec>(
  route: R,
  input: CallInput<R>,
  options: Omit<RequestOptions, 'query' | 'body'> = {},
): Promise<AnswerOf<R>> {
  const { params, query, body } = input as { params?: object; query?: Query; body?: unknown };
  const write = route.method !== 'GET';
  const answer = await request<unknown>(route.method, pathOf(route, { ...params }), {
    ...options,
    query,
    body,
    operationId: route.operationId,
    params: { ...params },
    ...(write ? { idempotencyKey: options.idempotencyKey ?? crypto.randomUUID() } : {}),
  });
  if (import.meta.env.DEV && route.answer && !isPending(answer)) route.answer.parse(answer);
  return answer as AnswerOf<R>;
}

/** a write kept in the offline queue answers a PendingAnswer, not the route's answer */
function isPending(answer: unknown): boolean {
  return typeof answer === 'object' && answer !== null && 'pendingSync' in answer;
}

/**
 * The message a person reads for a failed request: in English the server's own detail;
 * in another language its translation by detail, code or status (lib/server-messages.ts).
 */
export function errorMessage(error: unknown, fallback: string): string {
  const translator = messageTranslator(i18n.language);
  if (error instanceof ApiError) return translator ? translator.apiError(error) : error.message;
  if (error instanceof NetworkError) {
    return translator ? translator.networkError(error) : error.message;
  }
  return fallback;
}

/**
 * A multipart upload with its progress (fetch cannot report upload progress): POST to
 * /api{path}; onProgress gets 0..1 as the bytes go. Fails like `request` does.
 */
export function uploadFile<T>(
  path: string,
  formData: FormData,
  onProgress?: (fraction: number) => void,
): Promise<T> {
  if (isDemoMode()) return request<T>('POST', path, { body: {} });
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api${path}`);
    xhr.withCredentials = true;
    xhr.setRequestHeader('accept', 'application/json');
    xhr.setRequestHeader('idempotency-key', crypto.randomUUID());
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      reportReachable();
      const data = xhr.responseText ? safeJson(xhr.responseText) : undefined;
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(1);
        resolve(data as T);
        return;
      }
      reject(apiErrorOf(xhr.status, data, xhr.statusText));
    };
    xhr.onerror = () => {
      const failure = offlineError(false, false, 0);
      reportUnreachable(failure.reason, failure.message);
      reject(failure);
    };
    xhr.onabort = () => reject(new Error('aborted'));
    xhr.send(formData);
  });
}
