import type { RouteSpec } from '@car-rental/domain/contract/route';
import type { z } from 'zod';
import type { CurrentSession } from '../modules/auth/sessions.repository.ts';
import type { AppDeps } from './deps.ts';
import { JsonText } from './json-text.ts';

/**
 * An operation of the API with no transport in it: `(input, ctx) => answer`, registered
 * by the route table's operationId. Two adapters serve the same operations: Fastify
 * (lib/serve-fastify.ts) and the demo's worker (lib/dispatch.ts). Neither the input nor
 * the context nor the answer names a request or a reply: the status code is the route
 * table's, a file is a FileAnswer, a cookie goes through ctx.sessionCookie, and a refusal
 * is a thrown DomainError (its Retry-After, if any, is the error's retryAfterSeconds).
 */

/** a part the route declares no schema for is what the transport gave (an upload's files) */
type Parsed<S> = S extends z.ZodType ? z.output<S> : unknown;

/** what the route's schemas made of the request: parsed, defaults applied */
export interface OperationInput<R extends RouteSpec> {
  params: Parsed<R['params']>;
  query: Parsed<R['query']>;
  body: Parsed<R['body']>;
}

/** the session cookie, as the operation may change it (sign-in, sign-out, first owner) */
export interface SessionCookie {
  set(token: string): void;
  clear(): void;
}

export interface OperationContext {
  /** the app's dependencies */
  deps: AppDeps;
  /**
   * the same, acting for the session's user in this operation: write() reads who acts
   * (audit trail) and which operation it is (the topics it announces)
   */
  acting: AppDeps;
  /** the signed-in session; undefined only on a public route */
  session: CurrentSession | undefined;
  /** the client's address, as the server trusts it (the sign-in throttle counts by it) */
  clientAddress: string;
  sessionCookie: SessionCookie;
  /** an error that does not fail the answer (a mail that could not be sent) */
  logError(error: unknown, message: string): void;
}

/** the signed-in session of a protected operation */
export function signedIn(ctx: OperationContext): CurrentSession {
  if (!ctx.session) throw new Error('operation is not protected by a session');
  return ctx.session;
}

/** a file answer (a PDF, an export, an image): its bytes or a stream of them */
export class FileAnswer {
  constructor(
    readonly file: {
      contentType: string;
      body: Uint8Array | ReadableStream<Uint8Array>;
      cacheControl: string;
      /** offered as a download under this name */
      download?: string;
      /** an image shown as it is: never sniffed, sandboxed */
      sandboxed?: boolean;
    },
  ) {}
}

/**
 * The answer of a creation that found the thing already there (Print Invoice on a record
 * that has its invoice): the route's answer schema, with 200 instead of the table's 201.
 * Only operations declared with `existing: true` answer it.
 */
export class Existing<T> {
  constructor(readonly value: T) {}
}

type JsonAnswer<R extends RouteSpec> = R['answer'] extends z.ZodType
  ? z.output<R['answer']>
  : never;

/** a route with an answer schema answers JSON of it; one without, a file (or health's JSON) */
export type OperationAnswer<R extends RouteSpec> = R['answer'] extends z.ZodType
  ?
      | JsonAnswer<R>
      | JsonText<JsonAnswer<R>>
      | (R['status'] extends 201 ? Existing<JsonAnswer<R>> : never)
  : FileAnswer | { [key: string]: unknown };

export interface OperationOptions {
  /** rate limited per client address (sign-in, password reset, first owner) */
  rateLimited?: boolean;
  /** may answer Existing (200) beside the table's 201 */
  existing?: boolean;
}

export interface Operation<R extends RouteSpec = RouteSpec> extends OperationOptions {
  route: R;
  run(input: OperationInput<R>, ctx: OperationContext): Promise<OperationAnswer<R>>;
}

/** an operation of the route `route`, its input and answer typed by the route's schemas */
export function operation<const R extends RouteSpec>(
  route: R,
  run: (input: OperationInput<R>, ctx: OperationContext) => Promise<OperationAnswer<R>>,
  options: OperationOptions = {},
): Operation {
  return { ...options, route, run } as unknown as Operation;
}

/** the answer every confirmation without data gives */
export const ok = { ok: true as const };

/**
 * What an adapter sends for an answer: the route's status (200 for an Existing), and a file,
 * the JSON text the database wrote, or a JSON value.
 */
export function outcomeOf(
  route: RouteSpec,
  answer: unknown,
):
  | { status: number; file: FileAnswer }
  | { status: number; json: JsonText }
  | { status: number; value: unknown } {
  if (answer instanceof FileAnswer) return { status: route.status, file: answer };
  if (answer instanceof JsonText) return { status: route.status, json: answer };
  if (answer instanceof Existing) return { status: 200, value: answer.value };
  return { status: route.status, value: answer };
}

/** the seconds a refusal asks the client to wait (the sign-in throttle's), for Retry-After */
export function retryAfterOf(error: unknown): number | undefined {
  const seconds = (error as { retryAfterSeconds?: unknown } | null)?.retryAfterSeconds;
  return typeof seconds === 'number' ? seconds : undefined;
}

/** the headers of a file answer, lower-case, as both adapters send them */
export function fileHeaders({ file }: FileAnswer): Record<string, string> {
  return {
    'content-type': file.contentType,
    ...(file.download ? { 'content-disposition': `attachment; filename="${file.download}"` } : {}),
    'cache-control': file.cacheControl,
    ...(file.sandboxed
      ? {
          'x-content-type-options': 'nosniff',
          'content-security-policy': "default-src 'none'; sandbox",
        }
      : {}),
  };
}
