import { z } from 'zod';
import { id, isoDateTime, page, pageQuery } from './common.ts';
import { defineRoute } from './route.ts';

/** one entry of the append-only audit trail: who did what, when, to which entity */
export const auditEntry = z.object({
  id,
  at: isoDateTime,
  /** null for a write no signed-in person asked for (first start, command line) */
  userId: id.nullable(),
  userName: z.string().nullable(),
  /** the API action, e.g. rentCar */
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  /** the entity as it was and as it became, with the fund entries the action posted */
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

export const auditQuery = pageQuery;
export const auditPage = page(auditEntry);
export type AuditPage = z.infer<typeof auditPage>;

/** the audit trail (see route.ts) */
export const auditRoutes = {
  listAuditLog: defineRoute({
    method: 'GET',
    path: '/audit',
    operationId: 'listAuditLog',
    topics: ['brands', 'suppliers', 'cars', 'rentals', 'sales', 'fund', 'users', 'settings'],
    tags: ['audit'],
    summary:
      'The audit trail, newest first: who did which action when, on which entity, before and after',
    query: auditQuery,
    status: 200,
    answer: auditPage,
  }),
};
