import type { AddFundTransactionInput, FundTransaction } from '@car-rental/domain/contract/fund';
import { DomainError } from '@car-rental/domain/errors';
import { assertDeletable } from '@car-rental/domain/fund/delete-fund-transaction';
import { manualEntry } from '@car-rental/domain/fund/manual-entry';
import { eq } from 'drizzle-orm';
import { fundTransactions, suppliers } from '../../db/schema.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { write } from '../../lib/write.ts';
import { findFundTransaction } from './fund.repository.ts';

/** supplier payments move supplier balances too */
const topics = ['fund', 'suppliers'] as const;

/** addFundTransaction: an Add Money or Add Charge entry a person records */
export function addFundTransaction(
  deps: AppDeps,
  input: AddFundTransactionInput,
): Promise<FundTransaction> {
  const entry = manualEntry(input);
  return write(deps, [...topics], async (tx, audit) => {
    if (entry.supplierId) {
      const [supplier] = await tx
        .select({ id: suppliers.id })
        .from(suppliers)
        .where(eq(suppliers.id, entry.supplierId))
        .for('update');
      if (!supplier) throw new DomainError('supplier_not_found', 'Supplier not found');
    }
    const [row] = await tx
      .insert(fundTransactions)
      .values({ ...entry, createdAt: deps.clock.now(), source: 'manual' })
      .returning({ id: fundTransactions.id });
    const added = (await findFundTransaction(tx, row!.id))!;
    audit.record({ entity: 'fund_transaction', entityId: added.id, before: null, after: added });
    return added;
  });
}

/** deleteFundTransaction: only a manual entry; its effect on the balance disappears with it */
export function deleteFundTransaction(deps: AppDeps, id: string): Promise<void> {
  return write(deps, [...topics], async (tx, audit) => {
    const [entry] = await tx
      .select({ source: fundTransactions.source })
      .from(fundTransactions)
      .where(eq(fundTransactions.id, id))
      .for('update');
    assertDeletable(entry);
    const before = await findFundTransaction(tx, id);
    await tx.delete(fundTransactions).where(eq(fundTransactions.id, id));
    audit.record({ entity: 'fund_transaction', entityId: id, before, after: null });
  });
}
