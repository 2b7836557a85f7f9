import { mayPerform, permissionMessages } from '@car-rental/domain/auth/permissions';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../lib/deps.ts';
import { type Problem, problemOf, sendProblemOf } from '../../lib/problem-details.ts';
import { type CurrentSession, findSession, SESSION_COOKIE } from './sessions.repository.ts';

declare module 'fastify' {
  interface FastifyRequest {
    session: CurrentSession | undefined;
  }
  interface FastifyContextConfig {
    /** reachable without a session (health, sign-in, password reset, first run, docs) */
    public?: boolean;
  }
}

/**
 * Who may reach an operation, as plain functions of what a request carries: the Fastify
 * hooks below and the demo's worker (lib/dispatch.ts) both ask them.
 */

const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** what a browser's Sec-Fetch-Site may say of a state-changing request we accept */
const ownSite = new Set(['same-origin', 'none']);

type Headers = Record<string, string | string[] | undefined>;

/**
 * A browser sending a state-changing request from anywhere but this origin is refused:
 * by Sec-Fetch-Site when the browser sends it (a sibling subdomain is 'same-site', and
 * refused too), and by Origin. Clients that send neither (scripts, curl) are not browsers
 * driven by another site, and go on to the session check.
 */
export function crossSite(request: { method: string; headers: Headers }): boolean {
  if (!unsafeMethods.has(request.method)) return false;
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && !ownSite.has(String(site))) return true;
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  try {
    return new URL(String(origin)).host !== request.headers.host;
  } catch {
    return true;
  }
}

/** what the access check reads of a request, whatever carried it */
export interface AccessRequest {
  method: string;
  headers: Headers;
  /** the session cookie's value */
  token: string | undefined;
  /** the route's operationId */
  operationId: string | undefined;
  /** the route is reachable without a session */
  isPublic: boolean;
}

/** the request's session, or the refusal of a request from another site or without one */
export async function sessionCheck(
  deps: AppDeps,
  request: AccessRequest,
): Promise<{ session: CurrentSession | undefined; refusal?: Problem }> {
  if (crossSite(request)) {
    return {
      session: undefined,
      refusal: problemOf(403, 'forbidden', 'details.crossSite'),
    };
  }
  const session = request.token
    ? await findSession(deps.db, request.token, deps.clock.now(), deps.config.sessionIdleMs)
    : undefined;
  if (!session && !request.isPublic) {
    return { session, refusal: problemOf(401, 'unauthenticated', 'details.signIn') };
  }
  return { session };
}

/**
 * The session's role against the permission table, by the route's operationId. A
 * protected route the table does not name is closed to everyone.
 */
export function permissionCheck(
  session: CurrentSession | undefined,
  route: Pick<AccessRequest, 'operationId' | 'isPublic'>,
): Problem | undefined {
  if (route.isPublic && route.operationId === undefined) return undefined;
  if (!mayPerform(session?.user.role, route.operationId ?? '')) {
    return problemOf(403, 'forbidden', permissionMessages.forbidden);
  }
  return undefined;
}

const operationIdOf = (request: FastifyRequest) =>
  (request.routeOptions.schema as { operationId?: string } | undefined)?.operationId;

const sendRefusal = (reply: FastifyReply, problem: Problem) => sendProblemOf(reply, problem);

/** the session of the request: set on every /api request, required unless the route is public */
export function requireSession(deps: AppDeps) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const { session, refusal } = await sessionCheck(deps, {
      method: request.method,
      headers: request.headers,
      token: request.cookies[SESSION_COOKIE],
      operationId: operationIdOf(request),
      isPublic: request.routeOptions.config.public ?? false,
    });
    request.session = session;
    if (refusal) return sendRefusal(reply, refusal);
  };
}

/** the permission table's word on the request: registered after requireSession on every /api route */
export async function requirePermission(request: FastifyRequest, reply: FastifyReply) {
  const refusal = permissionCheck(request.session, {
    operationId: operationIdOf(request),
    isPublic: request.routeOptions.config.public ?? false,
  });
  if (refusal) return sendRefusal(reply, refusal);
}
