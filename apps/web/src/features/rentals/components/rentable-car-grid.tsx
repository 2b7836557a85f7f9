import type { CarView } from '@car-rental/domain/contract/car';
import { useTranslation } from 'react-i18next';
import { CarCardFrame, StatusBadges } from '../../../components/car/car-card-frame.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorBox } from '../../../components/ui/error-box.tsx';
import { LoadMore } from '../../../components/ui/load-more.tsx';
import { Ltr } from '../../../components/ui/ltr.tsx';
import { PendingNote } from '../../../components/ui/pending-note.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatNumber, money } from '../../../lib/format.ts';
import { useRentableCars } from '../api/get-rentable-cars.ts';
import { carName } from '../lib/car-name.ts';

/** the cars that can be rented now, each with 'Book Rental' */
export function RentableCarGrid({
  brandId,
  onBook,
}: {
  brandId: string;
  onBook: (car: CarView) => void;
}) {
  const { t } = useTranslation('rentals');
  const { t: tc } = useTranslation();
  const rentable = useRentableCars(brandId || undefined);
  const cars = rentable.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <section aria-labelledby="rentable-cars-title" className="flex flex-col gap-3">
      <h2 id="rentable-cars-title" className="text-lg font-semibold">
        {t('rentable.title')}
      </h2>
      {rentable.isPending ? (
        <PendingNote />
      ) : rentable.isError ? (
        <ErrorBox message={errorMessage(rentable.error, t('loadFailed'))} />
      ) : cars.length === 0 ? (
        <EmptyState title={t('rentable.empty')} />
      ) : (
        <ul
          className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
          aria-labelledby="rentable-cars-title"
        >
          {cars.map((car) => (
            <li key={car.id} className="flex">
              <div className="flex w-full flex-col">
                <CarCardFrame car={car}>
                  <StatusBadges car={car} />
                  <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                    {car.plate ? (
                      <>
                        <dt className="text-slate-500 dark:text-slate-400">
                          {t('rentable.plate')}
                        </dt>
                        <dd>
                          <Ltr>{car.plate}</Ltr>
                        </dd>
                      </>
                    ) : null}
                    <dt className="text-slate-500 dark:text-slate-400">{t('rentable.mileage')}</dt>
                    <dd>
                      <Ltr>{t('rentable.km', { value: formatNumber(car.mileageKm) })}</Ltr>
                    </dd>
                  </dl>
                  <p className="font-semibold text-blue-700 dark:text-blue-300">
                    <Ltr>{tc('car.perDay', { amount: money(car.dailyRate) })}</Ltr>
                  </p>
                  <Button
                    className="mt-auto"
                    onClick={() => onBook(car)}
                    aria-label={t('rentable.bookRentalFor', { car: carName(car) })}
                  >
                    {t('rentable.bookRental')}
                  </Button>
                </CarCardFrame>
              </div>
            </li>
          ))}
        </ul>
      )}
      <LoadMore
        hasNextPage={rentable.hasNextPage}
        isFetchingNextPage={rentable.isFetchingNextPage}
        fetchNextPage={rentable.fetchNextPage}
      />
    </section>
  );
}
