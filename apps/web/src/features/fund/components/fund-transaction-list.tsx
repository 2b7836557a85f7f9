import { type FundTransaction, fundRoutes } from '@car-rental/domain/contract/fund';
import { pathOf } from '@car-rental/domain/contract/route';
import { DEFAULT_CATEGORY } from '@car-rental/domain/fund/fund-categories';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorBox } from '../../../components/ui/error-box.tsx';
import { LoadMore } from '../../../components/ui/load-more.tsx';
import { PendingNote } from '../../../components/ui/pending-note.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useCan } from '../../../lib/current-user.ts';
import { type QueuedWrite, usePendingWrites } from '../../../lib/offline/outbox.ts';
import type { AddFundTransactionInput } from '../api/add-fund-transaction.ts';
import { useFundTransactions } from '../api/list-fund-transactions.ts';
import { DeleteTransactionDialog } from './delete-transaction-dialog.tsx';
import { FundTransactionDialog, reverseType } from './fund-transaction-dialog.tsx';
import { FundTransactionRow } from './fund-transaction-row.tsx';

/** an entry made offline, as the list will show it once the server has it */
function pendingEntry(write: QueuedWrite): FundTransaction {
  const input = write.body as AddFundTransactionInput;
  return {
    id: write.id,
    timestamp: write.queuedAt,
    type: input.type,
    amount: input.amount,
    description: input.description,
    category: input.category ?? DEFAULT_CATEGORY,
    supplierId: input.supplierId ?? null,
    supplierName: null,
    source: 'manual',
    bookedBy: null,
    method: input.payment?.method ?? 'cash',
    chequeNumber: input.payment?.chequeNumber ?? null,
    chequeBank: input.payment?.chequeBank ?? null,
    userId: null,
    userName: null,
    drawerDay: null,
    drawerClosed: false,
    correctsId: input.correctsId ?? null,
  };
}

/** the transactions, newest first, one server page at a time; entries made offline on top */
export function FundTransactionList({ count }: { count: number | undefined }) {
  const { t } = useTranslation('fund');
  const transactions = useFundTransactions();
  const [deleting, setDeleting] = useState<FundTransaction | null>(null);
  const [correcting, setCorrecting] = useState<FundTransaction | null>(null);
  const canDelete = useCan('deleteFundTransaction');
  const canCorrect = useCan('addFundTransaction');
  const items = transactions.data?.pages.flatMap((page) => page.items) ?? [];
  /** what a correction corrects, by id, among the entries loaded */
  const described = new Map(items.map((item) => [item.id, item.description]));
  const pending = usePendingWrites(
    fundRoutes.addFundTransaction.method,
    pathOf(fundRoutes.addFundTransaction),
  )
    .map(pendingEntry)
    .reverse();

  return (
    <section
      aria-labelledby="fund-transactions-title"
      className="rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <h2
        id="fund-transactions-title"
        className="border-b border-slate-200 px-4 py-3 text-lg font-semibold dark:border-slate-800"
      >
        {t('list.title', { count: count ?? items.length })}
      </h2>
      <div className="p-4">
        {transactions.isPending && pending.length === 0 ? (
          <PendingNote />
        ) : transactions.isError ? (
          <ErrorBox message={errorMessage(transactions.error, t('loadFailed'))} />
        ) : items.length === 0 && pending.length === 0 ? (
          <EmptyState title={t('list.emptyTitle')} text={t('list.emptyText')} />
        ) : (
          <>
            <ul className="divide-y divide-slate-200 dark:divide-slate-800">
              {pending.map((transaction) => (
                <FundTransactionRow key={transaction.id} transaction={transaction} pending />
              ))}
              {items.map((transaction) => (
                <FundTransactionRow
                  key={transaction.id}
                  transaction={transaction}
                  onDelete={canDelete ? () => setDeleting(transaction) : undefined}
                  onCorrect={canCorrect ? () => setCorrecting(transaction) : undefined}
                  corrected={
                    transaction.correctsId ? described.get(transaction.correctsId) : undefined
                  }
                />
              ))}
            </ul>
            <LoadMore
              hasNextPage={transactions.hasNextPage}
              isFetchingNextPage={transactions.isFetchingNextPage}
              fetchNextPage={transactions.fetchNextPage}
            />
          </>
        )}
      </div>
      <DeleteTransactionDialog transaction={deleting} onClose={() => setDeleting(null)} />
      <FundTransactionDialog
        type={correcting ? reverseType(correcting) : 'add_money'}
        open={correcting !== null}
        correcting={correcting}
        onOpenChange={(open) => {
          if (!open) setCorrecting(null);
        }}
      />
    </section>
  );
}
