import { auditRoutes as routes } from '@car-rental/domain/contract/audit';
import type { Api, AppDeps } from '../../lib/deps.ts';
import { fromTable } from '../../lib/route.ts';
import { auditService } from './audit.service.ts';

export function registerAuditRoutes(api: Api, deps: AppDeps): void {
  const audit = auditService(deps);
  api.route({
    ...fromTable(routes.listAuditLog),
    handler: async (request) => audit.listAuditLog(request.query),
  });
}
