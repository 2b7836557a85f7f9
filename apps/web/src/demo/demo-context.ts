import type { DemoProblem } from './demo-problem.ts';
import type { DemoState } from './demo-state.ts';

/** the business time zone the server defaults to (BUSINESS_TIMEZONE) */
export const DEMO_TIME_ZONE = 'Africa/Algiers';

/** what a handler works with: the state it may change, the request's `now` and new ids */
export interface DemoContext {
  state: DemoState;
  now: Date;
  timeZone: string;
  newId(): string;
  /** the demo's random source, [0, 1) like Math.random (invoice numbers) */
  random(): number;
  /**
   * What a write changed, for the audit trail (the server's audit.record): the entry the
   * demo server stores when the request succeeds; `null` keeps none (a refused try).
   */
  fact?: AuditFact | null;
}

/** one write's audit details; the action and the defaults come from the route */
export interface AuditFact {
  entity?: string;
  entityId?: string | null;
  before?: unknown;
  after?: unknown;
}

/** a file a route answers (a CSV export): the browser saves it as `fileName` */
export interface DemoFile {
  fileName: string;
  contentType: string;
  text: string;
}

export interface DemoRequest {
  params: Record<string, string>;
  query: Record<string, string>;
  body: unknown;
}

export type DemoMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** one API route: `path` as the server registers it, without '/api' ('/cars/:id/rent') */
export interface DemoRoute {
  method: DemoMethod;
  path: string;
  handle(ctx: DemoContext, request: DemoRequest): unknown;
}

/** ISO text of the context's now */
export function nowText(ctx: DemoContext): string {
  return ctx.now.toISOString();
}

/**
 * Thrown by a handler whose refusal must still keep its changes (a wrong PIN try is
 * counted even though the request is refused); any other throw discards them.
 */
export class CommittedRefusal {
  readonly problem: DemoProblem;

  constructor(problem: DemoProblem) {
    this.problem = problem;
  }
}
