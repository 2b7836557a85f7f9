import { auditRoutes as routes } from '@car-rental/domain/contract/audit';
import type { Api, AppDeps } from '../../lib/deps.ts';
import { fromTable } from '../../lib/route.ts';
import { listAuditLog } from './audit.repository.ts';

export function registerAuditRoutes(api: Api, deps: AppDeps): void {
  api.route({
    ...fromTable(routes.listAuditLog),
    handler: async (request) => listAuditLog(deps.db, request.query),
  });
}
