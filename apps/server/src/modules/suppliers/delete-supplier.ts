import { DomainError } from '@car-rental/domain/errors';
import type { AppDeps } from '../../lib/deps.ts';
import { write } from '../../lib/write.ts';
import { notFound, recorded, viewOf } from './supplier-writes.ts';
import * as repo from './suppliers.repository.ts';

/** Refused while any car or fund entry refers to the supplier, so no balance changes silently. */
export function deleteSupplier(ctx: AppDeps, { id }: { id: string }): Promise<{ ok: true }> {
  return write(ctx, async (tx, audit) => {
    if (!(await repo.lockSupplier(tx, id))) throw notFound();
    if (await repo.hasRecords(tx, id)) {
      throw new DomainError('conflict', 'details.supplierHasRecords');
    }
    recorded(audit, id, await viewOf(tx, id), null);
    await repo.deleteSupplier(tx, id);
    return { ok: true as const };
  });
}
