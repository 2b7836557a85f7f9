import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../lib/deps.ts';
import { sendProblem } from '../../lib/problem.ts';
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

/** A browser sending a state-changing request from another site is refused. */
function crossSite(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (!origin || !unsafeMethods.has(request.method)) return false;
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
    request.session = token ? await findSession(deps.db, token, deps.clock.now()) : undefined;
    if (!request.session && !request.routeOptions.config.public) {
      return sendProblem(reply, 401, 'unauthenticated', 'Please sign in.');
    }
  };
}

/** the signed-in session of a protected route */
export function sessionOf(request: FastifyRequest): CurrentSession {
  if (!request.session) throw new Error('route is not protected by requireSession');
  return request.session;
}
