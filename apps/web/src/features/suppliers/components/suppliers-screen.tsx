import { pathOf } from '@car-rental/domain/contract/route';
import { type SupplierView, supplierRoutes } from '@car-rental/domain/contract/suppliers';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorBox } from '../../../components/ui/error-box.tsx';
import { LoadMore } from '../../../components/ui/load-more.tsx';
import { PendingNote } from '../../../components/ui/pending-note.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useCan } from '../../../lib/current-user.ts';
import { type QueuedWrite, usePendingWrites } from '../../../lib/offline/outbox.ts';
import type { AddSupplierInput } from '../api/add-supplier.ts';
import { useSetSupplierArchived } from '../api/archive-supplier.ts';
import { useDeleteSupplier } from '../api/delete-supplier.ts';
import { useSuppliers } from '../api/list-suppliers.ts';
import { SupplierCard } from './supplier-card.tsx';
import { SupplierForm } from './supplier-form.tsx';

/** a supplier added offline, as its card will read once the server has it */
function pendingSupplier(write: QueuedWrite): SupplierView {
  const input = write.body as AddSupplierInput;
  return {
    id: write.id,
    name: input.name,
    contact: input.contact ?? null,
    phone: input.phone ?? null,
    email: input.email ?? null,
    address: input.address ?? null,
    openingBalance: input.balance ?? 0,
    balance: input.balance ?? 0,
    archivedAt: null,
    deletable: true,
  };
}

type Editing = { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; supplier: SupplierView };

/** /suppliers: the inline add / edit form and the supplier cards */
export function SuppliersScreen() {
  const { t } = useTranslation('suppliers');
  const suppliers = useSuppliers(false);
  const remove = useDeleteSupplier();
  const [editing, setEditing] = useState<Editing>({ mode: 'closed' });
  const [deleting, setDeleting] = useState<SupplierView | null>(null);
  const archive = useSetSupplierArchived();
  const canManage = useCan('deleteSupplier');
  const items = suppliers.data?.pages.flatMap((page) => page.items) ?? [];
  const archivedCount = suppliers.data?.pages[0]?.archivedCount ?? 0;
  const archivedList = useSuppliers(true, archivedCount > 0);
  const archived = archivedList.data?.pages.flatMap((page) => page.items) ?? [];
  const pending = usePendingWrites(
    supplierRoutes.addSupplier.method,
    pathOf(supplierRoutes.addSupplier),
  ).map(pendingSupplier);

  const card = (supplier: SupplierView) => (
    <SupplierCard
      key={supplier.id}
      supplier={supplier}
      onEdit={() => setEditing({ mode: 'edit', supplier })}
      onDelete={() => setDeleting(supplier)}
      onArchive={(next) => archive.mutate({ id: supplier.id, archived: next })}
      archiving={archive.isPending && archive.variables?.id === supplier.id}
      canManage={canManage}
    />
  );

  const closeDelete = () => {
    remove.reset();
    setDeleting(null);
  };

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-semibold">{t('title')}</h1>
        {editing.mode === 'closed' ? (
          <Button onClick={() => setEditing({ mode: 'add' })}>{t('addNew')}</Button>
        ) : null}
      </div>
      {editing.mode !== 'closed' ? (
        <SupplierForm
          key={editing.mode === 'edit' ? editing.supplier.id : 'new'}
          supplier={editing.mode === 'edit' ? editing.supplier : null}
          onDone={() => setEditing({ mode: 'closed' })}
        />
      ) : null}
      {suppliers.isPending && pending.length === 0 ? (
        <PendingNote />
      ) : suppliers.isError ? (
        <ErrorBox message={errorMessage(suppliers.error, t('loadFailed'))} />
      ) : items.length === 0 && archivedCount === 0 && pending.length === 0 ? (
        <EmptyState title={t('emptyTitle')} text={t('emptyText')} />
      ) : (
        <>
          <ErrorBox
            message={archive.isError ? errorMessage(archive.error, t('archived.failed')) : null}
          />
          <ul data-testid="supplier-list" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {pending.map((supplier) => (
              <SupplierCard key={supplier.id} supplier={supplier} />
            ))}
            {items.map(card)}
          </ul>
          <LoadMore
            hasNextPage={suppliers.hasNextPage}
            isFetchingNextPage={suppliers.isFetchingNextPage}
            fetchNextPage={suppliers.fetchNextPage}
          />
          {archivedCount > 0 ? (
            <section aria-labelledby="archived-suppliers-title" className="flex flex-col gap-3">
              <div>
                <h2
                  id="archived-suppliers-title"
                  className="text-lg font-semibold text-slate-600 dark:text-slate-300"
                >
                  {t('archived.title', { count: archivedCount })}
                </h2>
                <p className="text-sm text-slate-500 dark:text-slate-400">{t('archived.text')}</p>
              </div>
              <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">{archived.map(card)}</ul>
              <LoadMore
                hasNextPage={archivedList.hasNextPage}
                isFetchingNextPage={archivedList.isFetchingNextPage}
                fetchNextPage={archivedList.fetchNextPage}
              />
            </section>
          ) : null}
        </>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) closeDelete();
        }}
        title={t('deleteDialog.title')}
        message={t('deleteDialog.message')}
        confirmLabel={remove.isPending ? t('deleteDialog.deleting') : t('deleteDialog.confirm')}
        pending={remove.isPending}
        error={remove.isError ? errorMessage(remove.error, t('deleteDialog.failed')) : null}
        onConfirm={() => {
          if (deleting) {
            remove.mutate(deleting.id, {
              onSuccess: () => {
                if (editing.mode === 'edit' && editing.supplier.id === deleting.id) {
                  setEditing({ mode: 'closed' });
                }
                closeDelete();
              },
            });
          }
        }}
      />
    </div>
  );
}
