import type { CarView } from '@car-rental/domain/contract/car';
import { useTranslation } from 'react-i18next';
import { CollapsibleSection } from '../../../components/ui/collapsible-section.tsx';
import { ErrorBox } from '../../../components/ui/error-box.tsx';
import { LoadMore } from '../../../components/ui/load-more.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useSoldCars } from '../api/get-sold-cars.ts';
import { LoadingNote } from './loading-note.tsx';
import { SoldCarCard } from './sold-car-card.tsx';

/** the collapsible Sold Cars section ('No longer in garage'), shown only when a car was sold */
export function SoldCarsSection({ onEdit }: { onEdit: (car: CarView) => void }) {
  const { t } = useTranslation('cars');
  const sold = useSoldCars();
  const cars = sold.data?.pages.flatMap((page) => page.items) ?? [];
  if (sold.isSuccess && cars.length === 0) return null;
  return (
    <CollapsibleSection
      title={t('garage.groups.sold')}
      subtitle={t('garage.groups.soldNote')}
      muted
    >
      {sold.isPending ? <LoadingNote /> : null}
      {sold.isError ? <ErrorBox message={errorMessage(sold.error, t('loadFailed'))} /> : null}
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
        {cars.map((car) => (
          <li key={car.id} className="flex flex-col grayscale [&>article]:flex-1">
            <SoldCarCard car={car} onEdit={onEdit} />
          </li>
        ))}
      </ul>
      <LoadMore
        hasNextPage={sold.hasNextPage}
        isFetchingNextPage={sold.isFetchingNextPage}
        fetchNextPage={sold.fetchNextPage}
      />
    </CollapsibleSection>
  );
}
