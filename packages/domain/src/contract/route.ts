import type { z } from 'zod';
import type { OperationId } from '../auth/permissions.ts';
import type { Topic } from './topics.ts';
import '../zod-messages.ts';

/**
 * One route of the API, written once: the server registers it from here (method, path,
 * schemas, OpenAPI text), the web calls it through `call(route, input)` typed by it, and
 * the offline queue and the audit trail name it by its operationId. Who may call it is the
 * permission table's (`auth/permissions.ts`), keyed by the same operationId.
 */
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RouteSpec {
  method: Method;
  /** under /api, with Fastify's `:name` parameters */
  path: string;
  operationId: OperationId;
  tags: readonly string[];
  summary: string;
  /** a longer text for the OpenAPI document, e.g. the events of a stream */
  description?: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** the status of a successful answer */
  status: 200 | 201 | 202;
  /** the schema of a successful JSON answer; absent for files and streams */
  answer?: z.ZodType;
  /** reachable without a session */
  public?: boolean;
  /**
   * A read: the topics its answer is made of (the web refetches it when one changes). A
   * write: the topics it changes (the server announces them once it commits). Absent for
   * what is not business data: health, configuration, the session, files and the stream.
   */
  topics?: readonly Topic[];
}

export function defineRoute<const R extends RouteSpec>(route: R): R {
  return route;
}

type Input<S> = S extends z.ZodType ? z.input<S> : never;

/** what a caller passes: the path parameters, the query and the body the route declares */
export type CallInput<R extends RouteSpec> = (R['params'] extends z.ZodType
  ? { params: Input<R['params']> }
  : { params?: never }) &
  (R['query'] extends z.ZodType ? { query?: Input<R['query']> } : { query?: never }) &
  (R['body'] extends z.ZodType ? { body: Input<R['body']> } : { body?: never });

/** the successful answer of a route (what the server's schema sends) */
export type AnswerOf<R extends RouteSpec> = R['answer'] extends z.ZodType
  ? z.output<R['answer']>
  : unknown;

/** the route's path with its parameters filled in, e.g. `/cars/7f…/rent` */
export function pathOf(route: RouteSpec, params?: Record<string, unknown>): string {
  return route.path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) {
      throw new Error(`${route.operationId}: missing path parameter ${name}`);
    }
    return encodeURIComponent(String(value));
  });
}
