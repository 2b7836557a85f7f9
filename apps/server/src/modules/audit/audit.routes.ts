import { auditRoutes as routes } from '@car-rental/domain/contract/audit';
import { operation } from '../../lib/operation.ts';
import { auditService } from './audit.service.ts';

export const auditOperations = [
  operation(routes.listAuditLog, async ({ query }, { deps }) =>
    auditService(deps).listAuditLog(query),
  ),
];
