import type { HistoryFilters, HistoryRow as Row } from '@car-rental/domain/contract/history';
import { lazy, type ReactNode, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorBox } from '../../../components/ui/error-box.tsx';
import { LoadMore } from '../../../components/ui/load-more.tsx';
import { PendingNote } from '../../../components/ui/pending-note.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useCan } from '../../../lib/current-user.ts';
import { useHistory } from '../api/get-history.ts';
import { HistoryRow } from './history-row.tsx';

// fetched when a row's details or its delete question open, not with the list: they carry the
// dialog layer, the rental's contract summary and the rentals and sales contracts (decision 0053)
const RentalDetailsDialog = lazy(() =>
  import('./rental-details-dialog.tsx').then((m) => ({ default: m.RentalDetailsDialog })),
);
const SaleDetailsDialog = lazy(() =>
  import('./sale-details-dialog.tsx').then((m) => ({ default: m.SaleDetailsDialog })),
);
const DeleteRecordDialog = lazy(() =>
  import('./delete-record-dialog.tsx').then((m) => ({ default: m.DeleteRecordDialog })),
);

/** 'Transaction History (N records)': the rows the server paged, newest first */
export function HistoryList({ filters }: { filters: HistoryFilters }) {
  const { t } = useTranslation('history');
  const list = useHistory(filters);
  const headingId = useId();
  const [viewing, setViewing] = useState<Row | null>(null);
  const [deleting, setDeleting] = useState<Row | null>(null);
  const canDeleteRental = useCan('deleteRentalHistory');
  const canDeleteSale = useCan('deleteSaleHistory');
  const rows = list.data?.pages.flatMap((page) => page.items) ?? [];
  const total = list.data?.pages[0]?.total;

  let body: ReactNode;
  if (list.isPending) body = <PendingNote />;
  else if (list.isError) body = <ErrorBox message={errorMessage(list.error, t('loadFailed'))} />;
  else if (rows.length === 0)
    body = <EmptyState title={t('list.emptyTitle')} text={t('list.emptyText')} />;
  else
    body = (
      <>
        <ul className="flex flex-col gap-3">
          {rows.map((row) => (
            <HistoryRow
              key={`${row.kind}-${row.id}`}
              row={row}
              onView={() => setViewing(row)}
              onDelete={
                (row.kind === 'rental' ? canDeleteRental : canDeleteSale)
                  ? () => setDeleting(row)
                  : undefined
              }
            />
          ))}
        </ul>
        <LoadMore
          hasNextPage={list.hasNextPage}
          isFetchingNextPage={list.isFetchingNextPage}
          fetchNextPage={list.fetchNextPage}
        />
      </>
    );

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3"
      aria-busy={list.isFetching}
    >
      <h2 id={headingId} className="text-lg font-semibold">
        {total === undefined ? t('title') : t('list.heading', { count: total })}
      </h2>
      {body}
      <Suspense fallback={null}>
        {viewing?.kind === 'rental' ? (
          <RentalDetailsDialog id={viewing.id} onClose={() => setViewing(null)} />
        ) : null}
        {viewing?.kind === 'sale' ? (
          <SaleDetailsDialog id={viewing.id} onClose={() => setViewing(null)} />
        ) : null}
        {deleting ? <DeleteRecordDialog row={deleting} onClose={() => setDeleting(null)} /> : null}
      </Suspense>
    </section>
  );
}
