import type { Role } from '@car-rental/domain/auth/permissions';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from './deps.ts';

/** who asks for a write, and which action of the API it is (the route's operationId) */
export interface Actor {
  userId: string | null;
  /** the session's role, read at this request as the permission hook reads it */
  role?: Role | undefined;
  action: string | undefined;
}

/**
 * The dependencies of one request's use case: the app's, plus who is acting, so that
 * write() can put the right name on the audit trail. Routes call services with it.
 */
export function actingFor(deps: AppDeps, request: FastifyRequest): AppDeps {
  const schema = request.routeOptions.schema as { operationId?: string } | undefined;
  return {
    ...deps,
    actor: {
      userId: request.session?.user.id ?? null,
      role: request.session?.user.role,
      action: schema?.operationId,
    },
  };
}
