import { DomainError, type FieldError } from '@car-rental/domain/errors';
import { type ZodType, z } from 'zod';
import { requirePermission, requireSession } from '../modules/auth/auth-hook.ts';
import { SESSION_COOKIE } from '../modules/auth/sessions.repository.ts';
import type { Api, AppDeps } from './deps.ts';
import { fromDatabaseError, type Problem, problemOf } from './problem-details.ts';

/**
 * The API without HTTP: the demo runs it in a Web Worker, on PGlite, and a conformance
 * test runs it beside the server. Routes register on a recorder instead of Fastify, with
 * the same `register…Routes` functions (modules/api-modules.ts); a request then goes
 * through what Fastify would do with it: the route of the table, the session and
 * permission hooks, the route's zod schemas on params, query and body, the handler, the
 * answer encoded by the route's answer schema, and errors as problem+json. The session is
 * a cookie jar of one.
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

type Handler = (request: FakeRequest, reply: FakeReply) => unknown;
type Hook = (request: FakeRequest, reply: FakeReply) => unknown;

interface RecordedRoute {
  method: string;
  url: string;
  handler: Handler;
  config: { public?: boolean };
  schema: {
    operationId?: string;
    params?: ZodType;
    querystring?: ZodType;
    body?: ZodType;
    response?: Record<number, ZodType>;
  };
  preValidation?: Hook | Hook[];
}

/** what the route handlers and hooks read of a Fastify request */
interface FakeRequest {
  method: string;
  url: string;
  ip: string;
  headers: Record<string, string>;
  cookies: Record<string, string>;
  params: unknown;
  query: unknown;
  body: unknown;
  session: unknown;
  routeOptions: { config: RecordedRoute['config']; schema: RecordedRoute['schema'] };
  log: { error(...args: unknown[]): void; warn(...args: unknown[]): void; info(): void };
}

/** what the route handlers and hooks call on a Fastify reply */
class FakeReply {
  statusCode = 200;
  sent = false;
  payload: unknown;
  readonly headers: Record<string, string> = {};
  readonly jar: Map<string, string>;

  constructor(jar: Map<string, string>) {
    this.jar = jar;
  }
  code(status: number) {
    this.statusCode = status;
    return this;
  }
  status(status: number) {
    return this.code(status);
  }
  header(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
    return this;
  }
  type(contentType: string) {
    return this.header('content-type', contentType);
  }
  send(payload?: unknown) {
    this.payload = payload;
    this.sent = true;
    return this;
  }
  setCookie(name: string, value: string) {
    this.jar.set(name, value);
    return this;
  }
  clearCookie(name: string) {
    this.jar.delete(name);
    return this;
  }
}

/** an Api that keeps the routes registered on it instead of serving them */
function recorder(): { api: Api; recorded: RecordedRoute[] } {
  const recorded: RecordedRoute[] = [];
  const api = {
    route(options: RecordedRoute) {
      recorded.push(options);
      return api;
    },
    addHook() {
      return api;
    },
  };
  return { api: api as unknown as Api, recorded };
}

function validationProblem(part: string, error: z.ZodError): Problem {
  const fields: FieldError[] = error.issues.map((issue) => ({
    path: [part, ...issue.path.map(String)].join('.'),
    message: issue.message,
  }));
  return problemOf(400, 'validation_failed', fields[0]?.message ?? 'Invalid request', fields);
}

function problemAnswer(problem: Problem): DispatchAnswer {
  return {
    status: problem.status,
    headers: { 'content-type': 'application/problem+json' },
    body: { kind: 'json', value: problem },
  };
}

/** the server's error handler (lib/problem.ts), for errors a handler throws */
function problemOfError(error: unknown): Problem {
  if (error instanceof DomainError) {
    return problemOf(error.status, error.code, error.message, error.fields);
  }
  const mapped = fromDatabaseError(error);
  if (mapped) return problemOf(mapped.status, mapped.code, mapped.message);
  console.error('unhandled error', error);
  return problemOf(500, 'internal_error', 'Something went wrong on the server.');
}

async function readStream(stream: ReadableStream<Uint8Array>): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  let length = 0;
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    length += value.byteLength;
  }
  const bytes = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** what the reply carries, as Fastify would serialise it */
async function answerOf(route: RecordedRoute, reply: FakeReply): Promise<DispatchAnswer> {
  const headers = { ...reply.headers };
  const payload = reply.payload;
  const status = reply.statusCode;
  if (payload === undefined || payload === null) {
    return { status, headers, body: { kind: 'empty' } };
  }
  if (payload instanceof ReadableStream) {
    const bytes = await readStream(payload);
    if (!headers['content-type']?.startsWith('text/')) {
      return { status, headers, body: { kind: 'bytes', value: bytes } };
    }
    // a CSV starts with a byte order mark for spreadsheets: keep it in the text
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    return { status, headers, body: { kind: 'text', value: text } };
  }
  if (payload instanceof Uint8Array)
    return { status, headers, body: { kind: 'bytes', value: payload } };
  if (typeof payload === 'string') {
    // sendProblem sends its JSON as text
    const json = headers['content-type']?.includes('json');
    return {
      status,
      headers,
      body: json ? { kind: 'json', value: JSON.parse(payload) } : { kind: 'text', value: payload },
    };
  }
  const schema = route.schema.response?.[status];
  const encoded = schema
    ? z.safeEncode(schema, payload)
    : { success: true as const, data: payload };
  if (!encoded.success) {
    console.error(`${route.schema.operationId}: answer does not match its schema`, encoded.error);
    return problemAnswer(problemOf(500, 'internal_error', 'Something went wrong on the server.'));
  }
  headers['content-type'] ??= 'application/json; charset=utf-8';
  // through JSON, as over HTTP: dates become text, undefined fields go
  return {
    status,
    headers,
    body: { kind: 'json', value: JSON.parse(JSON.stringify(encoded.data)) },
  };
}

const routeByKey = new Map<string, { pattern: RegExp; names: string[]; url: string }>();

function compile(url: string) {
  const names: string[] = [];
  const source = url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:([A-Za-z]+)/g, (_, name) => {
    names.push(name);
    return '([^/]+)';
  });
  return { pattern: new RegExp(`^${source}$`), names, url };
}

export interface DispatchOptions {
  /**
   * A policy over the routes (the demo's "car saving is blocked"): asked after the session
   * and permission checks, before the input is read; a problem refuses the request.
   */
  refuse?: (operationId: string) => Problem | undefined;
}

export function createDispatcher(
  deps: AppDeps,
  register: (api: Api, deps: AppDeps) => void,
  options: DispatchOptions = {},
): Dispatcher {
  const { api, recorded } = recorder();
  register(api, deps);
  const jar = new Map<string, string>();
  const sessionHook = requireSession(deps) as unknown as Hook;
  const permissionHook = requirePermission as unknown as Hook;
  const table = recorded.map((route) => {
    const key = `${route.method} ${route.url}`;
    let compiled = routeByKey.get(key);
    if (!compiled) {
      compiled = compile(route.url);
      routeByKey.set(key, compiled);
    }
    return { route, ...compiled };
  });

  async function dispatch(input: DispatchRequest): Promise<DispatchAnswer> {
    const path = input.path.split('?')[0] ?? '';
    let found: { route: RecordedRoute; params: Record<string, string> } | undefined;
    for (const entry of table) {
      if (entry.route.method !== input.method) continue;
      const match = entry.pattern.exec(path);
      if (!match) continue;
      const params: Record<string, string> = {};
      entry.names.forEach((name, i) => {
        params[name] = decodeURIComponent(match[i + 1] ?? '');
      });
      found = { route: entry.route, params };
      break;
    }
    if (!found) {
      return problemAnswer(problemOf(404, 'not_found', `No route ${input.method} /api${path}`));
    }
    const { route } = found;
    const request: FakeRequest = {
      method: input.method,
      url: `/api${path}`,
      ip: '127.0.0.1',
      headers: {},
      cookies: Object.fromEntries(jar),
      params: found.params,
      query: input.query ?? {},
      body: input.body,
      session: undefined,
      routeOptions: { config: route.config ?? {}, schema: route.schema },
      log: {
        error: (...args) => console.error(...args),
        warn: (...args) => console.warn(...args),
        info: () => {},
      },
    };
    const reply = new FakeReply(jar);
    try {
      for (const hook of [sessionHook, permissionHook]) {
        await hook(request, reply);
        if (reply.sent) return answerOf(route, reply);
      }
      const refusal = options.refuse?.(route.schema.operationId ?? '');
      if (refusal) return problemAnswer(refusal);
      for (const [part, key] of [
        ['params', 'params'],
        ['querystring', 'query'],
        ['body', 'body'],
      ] as const) {
        const schema = route.schema[part];
        if (!schema) continue;
        const parsed = schema.safeParse(request[key]);
        if (!parsed.success) return problemAnswer(validationProblem(part, parsed.error));
        request[key] = parsed.data;
      }
      const result = await route.handler(request, reply);
      if (!reply.sent && result !== reply) reply.send(result);
      return await answerOf(route, reply);
    } catch (error) {
      const problem = problemOfError(error);
      return {
        ...problemAnswer(problem),
        headers: { ...reply.headers, ...problemAnswer(problem).headers },
      };
    }
  }

  return {
    dispatch,
    operations: recorded.flatMap((route) => route.schema.operationId ?? []),
    session: () => jar.get(SESSION_COOKIE) ?? null,
    setSession: (cookie) => {
      if (cookie) jar.set(SESSION_COOKIE, cookie);
      else jar.delete(SESSION_COOKIE);
    },
  };
}
