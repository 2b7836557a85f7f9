import { isListable } from '@car-rental/domain/cars/car';
import { inPriceRange } from '@car-rental/domain/sales/price-range';
import { Tag } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CarCardFrame, StatusBadges } from '../../../components/car/car-card-frame.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorBox } from '../../../components/ui/error-box.tsx';
import { LoadMore } from '../../../components/ui/load-more.tsx';
import { PendingNote } from '../../../components/ui/pending-note.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useNotify } from '../../../lib/notify.tsx';
import type { SaleFilters } from '../api/get-cars-for-sale.ts';
import { useListableCars } from '../api/get-listable-cars.ts';
import { useMarkForSale } from '../api/mark-for-sale.ts';
import { SaleCarFacts } from './sale-car-facts.tsx';
import { carGridClass, SalesSection } from './sales-section.tsx';

/** garage cars the listing rule accepts and that are not listed yet, each with Mark for Sale */
export function ListableSection({ filters }: { filters: SaleFilters }) {
  const { t } = useTranslation('sales');
  const notify = useNotify();
  const list = useListableCars(filters.brandId);
  const mark = useMarkForSale();
  const cars = (list.data?.pages.flatMap((page) => page.items) ?? []).filter(
    (car) =>
      isListable(car) && !car.isForSale && inPriceRange(car.salePrice ?? 0, filters.priceRange),
  );

  const markForSale = (carId: string) =>
    mark.mutate(carId, {
      onSuccess: () => notify(t('alerts.markedForSale'), 'success'),
      onError: (error) => notify(errorMessage(error, t('alerts.markFailed')), 'error'),
    });

  let body: ReactNode;
  if (list.isPending) body = <PendingNote />;
  else if (list.isError) body = <ErrorBox message={errorMessage(list.error, t('loadFailed'))} />;
  else if (cars.length === 0 && !list.hasNextPage)
    body = <EmptyState title={t('listable.emptyTitle')} text={t('listable.emptyText')} />;
  else
    body = (
      <ul className={carGridClass}>
        {cars.map((car) => (
          <li key={car.id} className="grid">
            <CarCardFrame car={car}>
              <StatusBadges car={car} />
              <SaleCarFacts car={car} />
              <div className="mt-auto pt-2">
                <Button
                  size="sm"
                  onClick={() => markForSale(car.id)}
                  disabled={mark.isPending && mark.variables === car.id}
                >
                  <Tag size={16} aria-hidden />
                  {t('listable.markForSale')}
                </Button>
              </div>
            </CarCardFrame>
          </li>
        ))}
      </ul>
    );

  return (
    <SalesSection title={t('listable.title')} subtitle={t('listable.subtitle')}>
      {body}
      <LoadMore
        hasNextPage={list.hasNextPage}
        isFetchingNextPage={list.isFetchingNextPage}
        fetchNextPage={list.fetchNextPage}
      />
    </SalesSection>
  );
}
