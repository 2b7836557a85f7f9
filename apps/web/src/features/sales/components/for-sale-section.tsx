import type { CarView } from '@car-rental/domain/contract/car';
import { BadgeCheck, XCircle } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CarCardFrame, StatusBadges } from '../../../components/car/car-card-frame.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorBox } from '../../../components/ui/error-box.tsx';
import { LoadMore } from '../../../components/ui/load-more.tsx';
import { PendingNote } from '../../../components/ui/pending-note.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useNotify } from '../../../lib/notify.tsx';
import { type SaleFilters, useCarsForSale } from '../api/get-cars-for-sale.ts';
import { useRemoveFromSale } from '../api/remove-from-sale.ts';
import { SaleCarFacts } from './sale-car-facts.tsx';
import { carGridClass, SalesSection } from './sales-section.tsx';
import { SellCarDialog } from './sell-car-dialog.tsx';

/** the Available for Sale grid: Mark as Sold and Remove from Sale */
export function ForSaleSection({ filters }: { filters: SaleFilters }) {
  const { t } = useTranslation('sales');
  const notify = useNotify();
  const list = useCarsForSale(filters);
  const remove = useRemoveFromSale();
  const [selling, setSelling] = useState<CarView | null>(null);
  const [removing, setRemoving] = useState<CarView | null>(null);
  const cars = list.data?.pages.flatMap((page) => page.items) ?? [];

  const confirmRemove = () => {
    if (!removing) return;
    remove.mutate(removing.id, {
      onSuccess: () => {
        setRemoving(null);
        notify(t('alerts.removedFromSale'), 'success');
      },
    });
  };

  let body: ReactNode;
  if (list.isPending) body = <PendingNote />;
  else if (list.isError) body = <ErrorBox message={errorMessage(list.error, t('loadFailed'))} />;
  else if (cars.length === 0)
    body = <EmptyState title={t('forSale.emptyTitle')} text={t('forSale.emptyText')} />;
  else
    body = (
      <>
        <ul className={carGridClass}>
          {cars.map((car) => (
            <li key={car.id} className="grid">
              <CarCardFrame car={car}>
                <StatusBadges car={car} />
                <SaleCarFacts car={car} />
                <div className="mt-auto flex flex-wrap gap-2 pt-2">
                  <Button size="sm" onClick={() => setSelling(car)}>
                    <BadgeCheck size={16} aria-hidden />
                    {t('forSale.markAsSold')}
                  </Button>
                  <Button
                    variant="secondary"
                    size="sm"
                    onClick={() => {
                      remove.reset();
                      setRemoving(car);
                    }}
                  >
                    <XCircle size={16} aria-hidden />
                    {t('forSale.removeFromSale')}
                  </Button>
                </div>
              </CarCardFrame>
            </li>
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
    <SalesSection title={t('forSale.title')} subtitle={t('forSale.subtitle')}>
      {body}
      {selling ? <SellCarDialog car={selling} onClose={() => setSelling(null)} /> : null}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => (open ? undefined : setRemoving(null))}
        title={t('remove.title')}
        message={t('remove.message')}
        confirmLabel={t('remove.confirm')}
        onConfirm={confirmRemove}
        pending={remove.isPending}
        error={remove.isError ? errorMessage(remove.error, t('alerts.removeFailed')) : null}
      />
    </SalesSection>
  );
}
