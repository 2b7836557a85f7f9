import type { CarView } from '@car-rental/domain/contract/car';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorBox } from '../../../components/ui/error-box.tsx';
import { LoadMore } from '../../../components/ui/load-more.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useDataMode } from '../../../lib/data-mode.ts';
import type { Page } from '../../../lib/route-query.ts';
import { type GarageFilters, useGarageCars } from '../api/get-garage-cars.ts';
import { useGarageSummary } from '../api/get-garage-summary.ts';
import { GarageCarCard } from './garage-car-card.tsx';
import { activeFilterCount } from './garage-filters.tsx';
import { LoadingNote } from './loading-note.tsx';

type CarsQuery = UseInfiniteQueryResult<InfiniteData<Page<CarView>>>;

interface CardActions {
  onEdit: (car: CarView) => void;
  onRemove: (car: CarView) => void;
}

/** Paid Cars and Unpaid Cars, each paged by the server, or the garage's empty states */
export function GarageGroups({
  filters,
  onAdd,
  ...actions
}: CardActions & { filters: GarageFilters; onAdd: () => void }) {
  const { t } = useTranslation('cars');
  const paid = useGarageCars(filters, true);
  const unpaid = useGarageCars(filters, false);
  const summary = useGarageSummary();
  const demo = useDataMode() === 'demo';
  if (paid.isPending || unpaid.isPending) return <LoadingNote />;
  const failed = paid.error ?? unpaid.error;
  if (failed) return <ErrorBox message={errorMessage(failed, t('loadFailed'))} />;
  const count = (query: CarsQuery) =>
    query.data?.pages.reduce((n, page) => n + page.items.length, 0) ?? 0;
  if (count(paid) + count(unpaid) === 0) {
    const garageEmpty = summary.data?.totalCars === 0 || activeFilterCount(filters) === 0;
    return garageEmpty ? (
      <EmptyState
        title={t('garage.empty')}
        text={t('garage.emptyText')}
        action={
          <Button onClick={onAdd} disabled={demo}>
            <Plus size={16} aria-hidden />
            {demo ? t('demo.addCar') : t('garage.addCar')}
          </Button>
        }
      />
    ) : (
      <EmptyState title={t('garage.noMatch')} />
    );
  }
  return (
    <>
      <CarGroup title={t('garage.groups.paid')} query={paid} {...actions} />
      <CarGroup title={t('garage.groups.unpaid')} query={unpaid} {...actions} />
    </>
  );
}

function CarGroup({ title, query, ...actions }: CardActions & { title: string; query: CarsQuery }) {
  const id = useId();
  const cars = query.data?.pages.flatMap((page) => page.items) ?? [];
  if (cars.length === 0) return null;
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-3 text-lg font-semibold">
        {title}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
        {cars.map((car) => (
          <li key={car.id} className="flex flex-col [&>article]:flex-1">
            <GarageCarCard car={car} {...actions} />
          </li>
        ))}
      </ul>
      <LoadMore
        hasNextPage={query.hasNextPage}
        isFetchingNextPage={query.isFetchingNextPage}
        fetchNextPage={query.fetchNextPage}
      />
    </section>
  );
}
