import type { SupplierView } from '@car-rental/domain/contract/suppliers';
import { DomainError } from '@car-rental/domain/errors';
import type { Tx } from '../../db/create-db.ts';
import type { Audit } from '../../lib/write.ts';
import * as repo from './suppliers.repository.ts';

// The steps the supplier use cases share, inside their transaction.

export const notFound = () => new DomainError('supplier_not_found', 'details.supplierNotFound');

export async function viewOf(tx: Tx, id: string): Promise<SupplierView> {
  const supplier = await repo.findSupplier(tx, id);
  if (!supplier) throw notFound();
  return supplier;
}

/** the supplier (with its balance) before and after, on the audit trail */
export function recorded<T>(audit: Audit, id: string, before: SupplierView | null, after: T): T {
  audit.record({ entity: 'supplier', entityId: id, before, after });
  return after;
}
