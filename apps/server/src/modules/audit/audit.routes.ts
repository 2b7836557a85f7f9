import { auditPage, auditQuery } from '@car-rental/domain/contract/audit';
import type { Api, AppDeps } from '../../lib/deps.ts';
import { listAuditLog } from './audit.repository.ts';

export function registerAuditRoutes(api: Api, deps: AppDeps): void {
  api.get(
    '/audit',
    {
      schema: {
        operationId: 'listAuditLog',
        tags: ['audit'],
        summary:
          'The audit trail, newest first: who did which action when, on which entity, before and after',
        querystring: auditQuery,
        response: { 200: auditPage },
      },
    },
    async (request) => listAuditLog(deps.db, request.query),
  );
}
