import { auditRoutes as routes } from '@car-rental/domain/contract/audit';
import { operation } from '../../lib/operation.ts';
import { listAuditLog } from './audit-read.ts';

export const auditOperations = [
  operation(routes.listAuditLog, async ({ query }, { deps }) => listAuditLog(deps, query)),
];
