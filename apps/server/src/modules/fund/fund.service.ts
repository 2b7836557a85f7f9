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
  return write(deps, [...topics], async (tx) => {
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
    return (await findFundTransaction(tx, row!.id))!;
  });
}

/** deleteFundTransaction: only a manual entry; its effect on the balance disappears with it */
export function deleteFundTransaction(deps: AppDeps, id: string): Promise<void> {
  return write(deps, [...topics], async (tx) => {
    const [entry] = await tx
      .select({ source: fundTransactions.source })
      .from(fundTransactions)
      .where(eq(fundTransactions.id, id))
      .for('update');
    assertDeletable(entry);
    await tx.delete(fundTransactions).where(eq(fundTransactions.id, id));
  });
}
