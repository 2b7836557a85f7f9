import type { SupplierView } from '@car-rental/domain/contract/suppliers';
import type { AppDeps } from '../../lib/deps.ts';
import { write } from '../../lib/write.ts';
import { notFound, recorded, viewOf } from './supplier-writes.ts';
import * as repo from './suppliers.repository.ts';

/**
 * Archive (or bring back) a supplier: an archived one leaves the pickers of new cars and
 * payments but keeps its cars, its fund entries and its balance. Archiving twice keeps the
 * first date; unarchiving a supplier that is not archived changes nothing.
 */
export function setSupplierArchived(
  ctx: AppDeps,
  { id, archived }: { id: string; archived: boolean },
): Promise<SupplierView> {
  return write(ctx, async (tx, audit) => {
    if (!(await repo.lockSupplier(tx, id))) throw notFound();
    const before = await viewOf(tx, id);
    await repo.setArchived(tx, id, archived ? ctx.clock.now() : null);
    return recorded(audit, id, before, await viewOf(tx, id));
  });
}
