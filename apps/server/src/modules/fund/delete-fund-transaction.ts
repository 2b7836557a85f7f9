import { assertDeletable } from '@car-rental/domain/fund/delete-fund-transaction';
import type { AppDeps } from '../../lib/deps.ts';
import { write } from '../../lib/write.ts';
import { deleteFundEntry, findFundTransaction, lockFundEntrySource } from './fund.repository.ts';

/** deleteFundTransaction: only a manual entry; its effect on the balance disappears with it */
export function deleteFundTransaction(ctx: AppDeps, { id }: { id: string }): Promise<void> {
  return write(ctx, async (tx, audit) => {
    assertDeletable(await lockFundEntrySource(tx, id));
    const before = await findFundTransaction(tx, id);
    await deleteFundEntry(tx, id);
    audit.record({ entity: 'fund_transaction', entityId: id, before, after: null });
  });
}
