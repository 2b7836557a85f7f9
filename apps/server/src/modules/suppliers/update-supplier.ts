import type { SupplierView, UpdateSupplierInput } from '@car-rental/domain/contract/suppliers';
import type { AppDeps } from '../../lib/deps.ts';
import { write } from '../../lib/write.ts';
import { notFound, recorded, viewOf } from './supplier-writes.ts';
import * as repo from './suppliers.repository.ts';

/** the supplier's edit: only the fields given change */
export function updateSupplier(
  ctx: AppDeps,
  { id, body: input }: { id: string; body: UpdateSupplierInput },
): Promise<SupplierView> {
  return write(ctx, async (tx, audit) => {
    const changes: Partial<repo.SupplierValues> = {};
    if (input.name !== undefined) changes.name = input.name;
    if (input.contact !== undefined) changes.contact = input.contact;
    if (input.phone !== undefined) changes.phone = input.phone;
    if (input.email !== undefined) changes.email = input.email;
    if (input.address !== undefined) changes.address = input.address;
    if (input.balance !== undefined) changes.openingBalance = input.balance;
    if (!(await repo.lockSupplier(tx, id))) throw notFound();
    const before = await viewOf(tx, id);
    if (Object.keys(changes).length > 0) await repo.updateSupplier(tx, id, changes);
    return recorded(audit, id, before, await viewOf(tx, id));
  });
}
