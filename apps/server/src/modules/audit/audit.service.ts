import type { AppDeps } from '../../lib/deps.ts';
import { listAuditLog } from './audit.repository.ts';

/** the audit trail's read, newest first, a page at a time */
export function auditService(deps: AppDeps) {
  return {
    listAuditLog: (query: Parameters<typeof listAuditLog>[1]) => listAuditLog(deps.db, query),
  };
}
