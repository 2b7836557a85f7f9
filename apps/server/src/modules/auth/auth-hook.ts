import { mayPerform, permissionMessages } from '@car-rental/domain/auth/permissions';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../lib/deps.ts';
import { sendProblem } from '../../lib/problem-details.ts';
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

const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** what a browser's Sec-Fetch-Site may say of a state-changing request we accept */
const ownSite = new Set(['same-origin', 'none']);

/**
 * A browser sending a state-changing request from anywhere but this origin is refused:
 * by Sec-Fetch-Site when the browser sends it (a sibling subdomain is 'same-site', and
 * refused too), and by Origin. Clients that send neither (scripts, curl) are not browsers
 * driven by another site, and go on to the session check.
 */
export function crossSite(request: FastifyRequest): boolean {
  if (!unsafeMethods.has(request.method)) return false;
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && !ownSite.has(String(site))) return true;
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  try {
    return new URL(origin).host !== request.headers.host;
  } catch {
    return true;
  }
}

/** the session of the request: set on every /api request, required unless the route is public */
export function requireSession(deps: AppDeps) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (crossSite(request)) {
      return sendProblem(reply, 403, 'forbidden', 'Cross-site requests are not allowed.');
    }
    const token = request.cookies[SESSION_COOKIE];
    request.session = token
      ? await findSession(deps.db, token, deps.clock.now(), deps.config.sessionIdleMs)
      : undefined;
    if (!request.session && !request.routeOptions.config.public) {
      return sendProblem(reply, 401, 'unauthenticated', 'Please sign in.');
    }
  };
}

/**
 * The role of the request's session against the permission table, by the route's
 * operationId: registered after requireSession on every /api route. A protected route the
 * table does not name is closed to everyone.
 */
export async function requirePermission(request: FastifyRequest, reply: FastifyReply) {
  const { config, schema } = request.routeOptions;
  const operationId = (schema as { operationId?: string } | undefined)?.operationId;
  if (config.public && operationId === undefined) return;
  if (!mayPerform(request.session?.user.role, operationId ?? '')) {
    return sendProblem(reply, 403, 'forbidden', permissionMessages.forbidden);
  }
}

/** the signed-in session of a protected route */
export function sessionOf(request: FastifyRequest): CurrentSession {
  if (!request.session) throw new Error('route is not protected by requireSession');
  return request.session;
}
