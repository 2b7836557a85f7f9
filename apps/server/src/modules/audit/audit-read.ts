import type { AppDeps } from '../../lib/deps.ts';
import { listAuditLog as listAuditLogRows } from './audit.repository.ts';

/** the audit trail's read, newest first, a page at a time */
export function listAuditLog(ctx: AppDeps, query: Parameters<typeof listAuditLogRows>[1]) {
  return listAuditLogRows(ctx.db, query);
}
