import type { AddSupplierInput, SupplierView } from '@car-rental/domain/contract/suppliers';
import type { AppDeps } from '../../lib/deps.ts';
import { write } from '../../lib/write.ts';
import { recorded, viewOf } from './supplier-writes.ts';
import * as repo from './suppliers.repository.ts';

/** a new supplier, with its opening balance */
export function addSupplier(ctx: AppDeps, input: AddSupplierInput): Promise<SupplierView> {
  return write(ctx, async (tx, audit) => {
    const id = await repo.insertSupplier(tx, {
      name: input.name,
      contact: input.contact ?? null,
      phone: input.phone ?? null,
      email: input.email ?? null,
      address: input.address ?? null,
      openingBalance: input.balance ?? 0,
    });
    return recorded(audit, id, null, await viewOf(tx, id));
  });
}
