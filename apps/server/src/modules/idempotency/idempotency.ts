import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Api, AppDeps } from '../../lib/deps.ts';
import { sendProblem } from '../../lib/problem.ts';
import { claimKey, findKey, releaseKey, storeAnswer } from './idempotency.repository.ts';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const REPLAYED_HEADER = 'Idempotent-Replayed';
const MAX_KEY_LENGTH = 200;
const mutating = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** file bytes (an upload) count by their digest, not spelled out as JSON */
function withDigests(value: unknown): unknown {
  if (value instanceof Uint8Array) {
    return `sha256:${createHash('sha256').update(value).digest('hex')}`;
  }
  if (Array.isArray(value)) return value.map(withDigests);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withDigests(v)]));
  }
  return value;
}

/** what makes two requests "the same": method, URL and the parsed body (an upload's bytes too) */
export function requestHash(method: string, url: string, body: unknown): string {
  return createHash('sha256')
    .update(`${method} ${url}\n${JSON.stringify(withDigests(body ?? null))}`)
    .digest('hex');
}

function parseStoredBody(payload: unknown): unknown {
  if (typeof payload !== 'string' || payload === '') return null;
  try {
    return JSON.parse(payload);
  } catch {
    return null;
  }
}

/**
 * Every POST/PUT/PATCH/DELETE of a signed-in user that carries an Idempotency-Key is
 * applied at most once: a replay gets the first answer back (header
 * `Idempotent-Replayed: true`) without running the handler. Keys are scoped per user.
 * Answers of 5xx are not kept, so a retry runs again. A request whose answer was never
 * stored (process stopped mid-way) keeps its key busy: at most once, never twice.
 */
export function registerIdempotency(api: Api, deps: AppDeps): void {
  /** requests that claimed a key and still have to store their answer */
  const pending = new WeakMap<FastifyRequest, string>();

  api.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
    const header = request.headers[IDEMPOTENCY_HEADER];
    if (header === undefined || !mutating.has(request.method)) return;
    if (request.routeOptions.config.public || !request.session) return;
    if (typeof header !== 'string' || header.length < 1 || header.length > MAX_KEY_LENGTH) {
      return sendProblem(reply, 400, 'validation_failed', {
        key: 'details.idempotencyKeyLength',
        values: { max: MAX_KEY_LENGTH },
      });
    }
    const userId = request.session.user.id;
    const key = `${userId}:${header}`;
    const hash = requestHash(request.method, request.url, request.body);
    if (await claimKey(deps.db, key, userId, hash, deps.clock.now())) {
      pending.set(request, key);
      return;
    }
    const first = await findKey(deps.db, key);
    if (!first) {
      // released by a failed first attempt in the meantime
      return sendProblem(reply, 409, 'conflict', 'details.requestInProgress');
    }
    if (first.requestHash !== hash) {
      return sendProblem(reply, 422, 'idempotency_key_reused', 'details.idempotencyKeyReused');
    }
    if (first.statusCode === 0) {
      return sendProblem(reply, 409, 'conflict', 'details.requestInProgress');
    }
    reply.code(first.statusCode).header(REPLAYED_HEADER, 'true');
    if (first.body === null) return reply.send();
    const type = first.statusCode >= 400 ? 'application/problem+json' : 'application/json';
    return reply.type(type).send(JSON.stringify(first.body));
  });

  api.addHook('onSend', async (request, reply, payload) => {
    const key = pending.get(request);
    if (key === undefined) return payload;
    pending.delete(request);
    try {
      if (reply.statusCode >= 500) await releaseKey(deps.db, key);
      else await storeAnswer(deps.db, key, reply.statusCode, parseStoredBody(payload));
    } catch (error) {
      // the change is done: answer it; the key stays busy rather than risk a second run
      request.log.error({ err: error }, 'could not store the idempotent answer');
    }
    return payload;
  });
}
