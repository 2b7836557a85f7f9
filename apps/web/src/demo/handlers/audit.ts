import { auditQuery } from '@car-rental/domain/contract/audit';
import type { AuditFact, DemoContext, DemoRoute } from '../demo-context.ts';
import {
  type Cursor,
  compareTimeKeys,
  decodeTimeCursor,
  descending,
  pageOf,
} from '../demo-paging.ts';
import { parseInput } from '../demo-problem.ts';
import { DEMO_USER } from '../demo-session.ts';
import { type AuditRow, MAX_AUDIT_ROWS } from '../demo-state.ts';

/**
 * The writes the server's audit trail records, by route: the server's operationId (the
 * entry's action) and the entity it changes. A route missing here leaves no entry.
 */
const audited: Record<string, { action: string; entity: string }> = {
  'POST /brands': { action: 'addBrand', entity: 'brand' },
  'POST /brands/:id/models': { action: 'addModel', entity: 'model' },
  'DELETE /cars/:id': { action: 'deleteCar', entity: 'car' },
  'POST /cars/:id/paid': { action: 'setCarPaid', entity: 'car' },
  'POST /cars/:id/for-sale': { action: 'markForSale', entity: 'car' },
  'DELETE /cars/:id/for-sale': { action: 'removeFromSale', entity: 'car' },
  'POST /cars/:id/rent': { action: 'rentCar', entity: 'rental' },
  'POST /cars/:id/return': { action: 'returnCar', entity: 'rental' },
  'POST /cars/:id/extend': { action: 'extendRental', entity: 'rental' },
  'POST /cars/:id/cancel-rental': { action: 'cancelRental', entity: 'rental' },
  'DELETE /cars/:id/rentals/:rentalId': { action: 'deleteRentalHistory', entity: 'rental' },
  'POST /cars/:id/sell': { action: 'sellCar', entity: 'sale' },
  'DELETE /cars/:id/sale': { action: 'deleteSaleHistory', entity: 'sale' },
  'POST /cars/:id/available': { action: 'markCarAsAvailable', entity: 'car' },
  'POST /fund/transactions': { action: 'addFundTransaction', entity: 'fund_transaction' },
  'DELETE /fund/transactions/:id': { action: 'deleteFundTransaction', entity: 'fund_transaction' },
  'POST /fund/benefit/unlock': { action: 'unlockBenefit', entity: 'total_benefit' },
  'POST /fund/benefit/lock': { action: 'lockBenefit', entity: 'total_benefit' },
  'POST /invoices': { action: 'printInvoice', entity: 'invoice' },
  'PUT /settings': { action: 'updateSettings', entity: 'settings' },
  'PUT /settings/pin': { action: 'changePin', entity: 'settings' },
  'POST /suppliers': { action: 'addSupplier', entity: 'supplier' },
  'PATCH /suppliers/:id': { action: 'updateSupplier', entity: 'supplier' },
  'DELETE /suppliers/:id': { action: 'deleteSupplier', entity: 'supplier' },
};

/** the id of what an answer is about: its own id, or its rental's, sale's or car's */
function answerId(answer: unknown): string | null {
  if (typeof answer !== 'object' || answer === null) return null;
  const value = answer as Record<string, unknown>;
  if (typeof value.id === 'string') return value.id;
  for (const key of ['rental', 'sale', 'car']) {
    const inner = value[key];
    if (typeof inner === 'object' && inner !== null) {
      const id = (inner as Record<string, unknown>).id;
      if (typeof id === 'string') return id;
    }
  }
  return null;
}

/**
 * Keeps the audit entry of a write that succeeded (the server's write() does it in the same
 * transaction): who, when, the action, the entity, before and after. The handler's own
 * fact wins; otherwise the answer is what the entity became.
 */
export function recordAudit(
  ctx: DemoContext,
  route: DemoRoute,
  params: Record<string, string>,
  answer: unknown,
): void {
  const known = audited[`${route.method} ${route.path}`];
  if (!known || ctx.fact === null) return;
  const fact: AuditFact = ctx.fact ?? {};
  const row: AuditRow = {
    id: ctx.newId(),
    at: ctx.now.toISOString(),
    userId: DEMO_USER.id,
    userName: DEMO_USER.displayName,
    action: known.action,
    entity: fact.entity ?? known.entity,
    entityId:
      fact.entityId !== undefined
        ? fact.entityId
        : (params.rentalId ?? answerId(answer) ?? params.id ?? null),
    before: fact.before ?? null,
    after: 'after' in fact ? (fact.after ?? null) : (answer ?? null),
  };
  // JSON as the store keeps it: undefined disappears, like the server's jsonb
  ctx.state.audit.push(JSON.parse(JSON.stringify(row)) as AuditRow);
  if (ctx.state.audit.length > MAX_AUDIT_ROWS) {
    ctx.state.audit = ctx.state.audit.slice(-MAX_AUDIT_ROWS);
  }
}

export const auditRoutes: DemoRoute[] = [
  {
    method: 'GET',
    path: '/audit',
    handle: ({ state }, { query }) => {
      const q = parseInput(auditQuery, query, 'querystring');
      // newest first
      return pageOf(state.audit, {
        cursor: decodeTimeCursor(q.cursor),
        limit: q.limit,
        keyOf: (row): Cursor<string> => ({ key: row.at, id: row.id }),
        compare: descending(compareTimeKeys),
        view: (row) => ({ ...row }),
      });
    },
  },
];
