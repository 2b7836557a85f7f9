import type { AddFundTransactionInput, FundTransaction } from '@car-rental/domain/contract/fund';
import { DomainError } from '@car-rental/domain/errors';
import { manualEntry } from '@car-rental/domain/fund/manual-entry';
import type { AppDeps } from '../../lib/deps.ts';
import { write } from '../../lib/write.ts';
import { lockSupplier } from '../suppliers/suppliers.repository.ts';
import { findFundTransaction, insertManualEntry } from './fund.repository.ts';
import { tillOf } from './till.ts';

/** addFundTransaction: an Add Money or Add Charge entry a person records */
export function addFundTransaction(
  ctx: AppDeps,
  input: AddFundTransactionInput,
): Promise<FundTransaction> {
  const entry = manualEntry(input);
  return write(ctx, async (tx, audit) => {
    if (entry.supplierId) {
      if (!(await lockSupplier(tx, entry.supplierId))) {
        throw new DomainError('supplier_not_found', 'details.supplierNotFound');
      }
    }
    if (input.correctsId && !(await findFundTransaction(tx, input.correctsId))) {
      throw new DomainError('corrected_not_found', 'details.correctedNotFound');
    }
    const added = await insertManualEntry(
      tx,
      { ...entry, correctsId: input.correctsId ?? null, createdAt: ctx.clock.now() },
      tillOf(ctx, input.payment),
    );
    audit.record({ entity: 'fund_transaction', entityId: added.id, before: null, after: added });
    return added;
  });
}
