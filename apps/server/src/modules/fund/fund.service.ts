import type { AddFundTransactionInput, FundTransaction } from '@car-rental/domain/contract/fund';
import { DomainError } from '@car-rental/domain/errors';
import { assertDeletable } from '@car-rental/domain/fund/delete-fund-transaction';
import { manualEntry } from '@car-rental/domain/fund/manual-entry';
import type { AppDeps } from '../../lib/deps.ts';
import { write } from '../../lib/write.ts';
import { lockSupplier } from '../suppliers/suppliers.repository.ts';
import {
  deleteFundEntry,
  findFundTransaction,
  insertManualEntry,
  lockFundEntrySource,
} from './fund.repository.ts';

/** supplier payments move supplier balances too */
/** addFundTransaction: an Add Money or Add Charge entry a person records */
export function addFundTransaction(
  deps: AppDeps,
  input: AddFundTransactionInput,
): Promise<FundTransaction> {
  const entry = manualEntry(input);
  return write(deps, async (tx, audit) => {
    if (entry.supplierId) {
      if (!(await lockSupplier(tx, entry.supplierId))) {
        throw new DomainError('supplier_not_found', 'details.supplierNotFound');
      }
    }
    const id = await insertManualEntry(tx, { ...entry, createdAt: deps.clock.now() });
    const added = (await findFundTransaction(tx, id))!;
    audit.record({ entity: 'fund_transaction', entityId: added.id, before: null, after: added });
    return added;
  });
}

/** deleteFundTransaction: only a manual entry; its effect on the balance disappears with it */
export function deleteFundTransaction(deps: AppDeps, id: string): Promise<void> {
  return write(deps, async (tx, audit) => {
    assertDeletable(await lockFundEntrySource(tx, id));
    const before = await findFundTransaction(tx, id);
    await deleteFundEntry(tx, id);
    audit.record({ entity: 'fund_transaction', entityId: id, before, after: null });
  });
}
