import { DomainError } from '@car-rental/domain/errors';
import { z } from 'zod';
import { permissionCheck, sessionCheck } from '../modules/auth/auth-hook.ts';
import { SESSION_COOKIE } from '../modules/auth/sessions.repository.ts';
import { actingFor } from './actor.ts';
import type { AppDeps } from './deps.ts';
import {
  type FileAnswer,
  fileHeaders,
  type Operation,
  type OperationContext,
  type OperationInput,
  outcomeOf,
  retryAfterOf,
} from './operation.ts';
import {
  fromDatabaseError,
  type Problem,
  problemOf,
  problemOfDomainError,
  schemaFieldError,
  validationProblemOf,
} from './problem-details.ts';

/**
 * The worker's adapter of the operations (lib/operation.ts): the demo runs the API in a
 * Web Worker on PGlite, and a conformance test runs it beside the server. A request goes
 * through what the Fastify adapter does with it: the route of the table, the session (a
 * cookie jar of one) and permission checks, the route's zod schemas on params, query and
 * body, the operation, the answer encoded by the route's answer schema, and errors as
 * problem+json.
 */

export interface DispatchRequest {
  method: string;
  /** under /api, without it: `/cars/7f…/rent` */
  path: string;
  query?: Record<string, string>;
  body?: unknown;
}

export type DispatchBody =
  | { kind: 'json'; value: unknown }
  | { kind: 'text'; value: string }
  | { kind: 'bytes'; value: Uint8Array }
  | { kind: 'empty' };

export interface DispatchAnswer {
  status: number;
  /** lower-case names */
  headers: Record<string, string>;
  body: DispatchBody;
}

export interface Dispatcher {
  dispatch(request: DispatchRequest): Promise<DispatchAnswer>;
  /** the operationIds it answers */
  readonly operations: readonly string[];
  /** the session cookie it holds (the demo's page keeps it across reloads) */
  session(): string | null;
  setSession(cookie: string | null): void;
}

export interface DispatchOptions {
  /**
   * A policy over the routes (the demo's "car saving is blocked"): asked after the session
   * and permission checks, before the input is read; a problem refuses the request.
   */
  refuse?: (operationId: string) => Problem | undefined;
}

function validationProblem(part: string, error: z.ZodError): Problem {
  return validationProblemOf(
    error.issues.map((issue) =>
      schemaFieldError([part, ...issue.path.map(String)].join('.'), issue.message),
    ),
  );
}

const json = (status: number, headers: Record<string, string>, value: unknown) => ({
  status,
  headers,
  body: { kind: 'json' as const, value },
});

const problemAnswer = (problem: Problem, headers: Record<string, string> = {}) =>
  json(problem.status, { ...headers, 'content-type': 'application/problem+json' }, problem);

/** the server's error handler (lib/problem.ts), for errors an operation throws */
function problemOfError(error: unknown): Problem {
  if (error instanceof DomainError) {
    return problemOfDomainError(error);
  }
  const mapped = fromDatabaseError(error);
  if (mapped) return problemOfDomainError(mapped);
  console.error('unhandled error', error);
  return problemOf(500, 'internal_error', 'details.internalError');
}

/** a file answer read whole: a text type as text (a CSV keeps its byte order mark) */
async function fileAnswerOf(status: number, answer: FileAnswer): Promise<DispatchAnswer> {
  const headers = fileHeaders(answer);
  const { body } = answer.file;
  const bytes =
    body instanceof Uint8Array ? body : new Uint8Array(await new Response(body).arrayBuffer());
  if (!answer.file.contentType.startsWith('text/')) {
    return { status, headers, body: { kind: 'bytes', value: bytes } };
  }
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
  return { status, headers, body: { kind: 'text', value: text } };
}

/** a JSON answer encoded by the route's answer schema, through JSON as over HTTP */
function jsonAnswerOf(op: Operation, status: number, value: unknown): DispatchAnswer {
  const schema = op.route.answer;
  const encoded = schema ? z.safeEncode(schema, value) : { success: true as const, data: value };
  if (!encoded.success) {
    console.error(`${op.route.operationId}: answer does not match its schema`, encoded.error);
    return problemAnswer(problemOf(500, 'internal_error', 'details.internalError'));
  }
  // dates become text, undefined fields go
  const headers = { 'content-type': 'application/json; charset=utf-8' };
  return json(status, headers, JSON.parse(JSON.stringify(encoded.data)));
}

/** `/cars/:id/rent` as a pattern with its parameters' names */
function compile(path: string) {
  const names: string[] = [];
  const source = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:([A-Za-z]+)/g, (_, name) => {
    names.push(name);
    return '([^/]+)';
  });
  return { pattern: new RegExp(`^${source}$`), names };
}

export function createDispatcher(
  deps: AppDeps,
  operations: readonly Operation[],
  options: DispatchOptions = {},
): Dispatcher {
  const jar = new Map<string, string>();
  const table = operations.map((op) => ({ op, ...compile(op.route.path) }));

  function find(method: string, path: string) {
    for (const entry of table) {
      if (entry.op.route.method !== method) continue;
      const match = entry.pattern.exec(path);
      if (!match) continue;
      const params = Object.fromEntries(
        entry.names.map((name, i) => [name, decodeURIComponent(match[i + 1] ?? '')]),
      );
      return { op: entry.op, params };
    }
    return undefined;
  }

  async function dispatch(request: DispatchRequest): Promise<DispatchAnswer> {
    const path = request.path.split('?')[0] ?? '';
    const found = find(request.method, path);
    if (!found) {
      return problemAnswer(
        problemOf(404, 'not_found', {
          key: 'details.noRoute',
          values: { method: request.method, path: `/api${path}` },
        }),
      );
    }
    const { op } = found;
    const { operationId } = op.route;
    const access = { operationId, isPublic: op.route.public ?? false };
    const headers: Record<string, string> = {};
    try {
      const { session, refusal } = await sessionCheck(deps, {
        ...access,
        method: request.method,
        headers: {},
        token: jar.get(SESSION_COOKIE),
      });
      const refused = refusal ?? permissionCheck(session, access) ?? options.refuse?.(operationId);
      if (refused) return problemAnswer(refused);
      const input: Record<string, unknown> = {
        params: found.params,
        query: request.query ?? {},
        body: request.body,
      };
      for (const [part, name, schema] of [
        ['params', 'params', op.route.params],
        ['querystring', 'query', op.route.query],
        ['body', 'body', op.route.body],
      ] as const) {
        if (!schema) continue;
        const parsed = schema.safeParse(input[name]);
        if (!parsed.success) return problemAnswer(validationProblem(part, parsed.error));
        input[name] = parsed.data;
      }
      const ctx: OperationContext = {
        deps,
        acting: actingFor(deps, session, operationId),
        session,
        clientAddress: '127.0.0.1',
        sessionCookie: {
          set: (token) => jar.set(SESSION_COOKIE, token),
          clear: () => jar.delete(SESSION_COOKIE),
        },
        logError: (error, message) => console.error(message, error),
      };
      const answer = await op.run(input as unknown as OperationInput<typeof op.route>, ctx);
      const outcome = outcomeOf(op.route, answer);
      // the database's JSON text, read back and encoded through the schema as any answer
      if ('json' in outcome) return jsonAnswerOf(op, outcome.status, JSON.parse(outcome.json.text));
      if ('file' in outcome) return await fileAnswerOf(outcome.status, outcome.file);
      return jsonAnswerOf(op, outcome.status, outcome.value);
    } catch (error) {
      const seconds = retryAfterOf(error);
      if (seconds !== undefined) headers['retry-after'] = String(seconds);
      return problemAnswer(problemOfError(error), headers);
    }
  }

  return {
    dispatch,
    operations: operations.map((op) => op.route.operationId),
    session: () => jar.get(SESSION_COOKIE) ?? null,
    setSession: (cookie) => {
      if (cookie) jar.set(SESSION_COOKIE, cookie);
      else jar.delete(SESSION_COOKIE);
    },
  };
}
