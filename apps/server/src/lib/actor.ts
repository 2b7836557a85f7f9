import type { Role } from '@car-rental/domain/auth/permissions';
import type { CurrentSession } from '../modules/auth/sessions.repository.ts';
import type { AppDeps } from './deps.ts';

/** who asks for a write, and which action of the API it is (the route's operationId) */
export interface Actor {
  userId: string | null;
  /** the session's role, read at this request as the permission check reads it */
  role?: Role | undefined;
  action: string | undefined;
}

/**
 * The dependencies of one operation: the app's, plus who is acting, so that write() can
 * put the right name on the audit trail. Both adapters build an operation's context with it.
 */
export function actingFor(
  deps: AppDeps,
  session: CurrentSession | undefined,
  operationId: string | undefined,
): AppDeps {
  return {
    ...deps,
    actor: { userId: session?.user.id ?? null, role: session?.user.role, action: operationId },
  };
}
