import type { RentedCar } from '@car-rental/domain/contract/rentals';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBox } from '../../../components/ui/error-box.tsx';
import { LoadMore } from '../../../components/ui/load-more.tsx';
import { PendingNote } from '../../../components/ui/pending-note.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { usePendingWrites } from '../../../lib/offline/outbox.ts';
import { useNow } from '../../../lib/use-now.ts';
import { useRentedCars } from '../api/get-rented-cars.ts';
import { CancelBookingDialog } from './cancel-booking-dialog.tsx';
import { ExtendRentalDialog } from './extend-rental-dialog.tsx';
import { RentedCarCard } from './rented-car-card.tsx';
import { ReturnDialog } from './return-dialog.tsx';

type Action = { kind: 'extend' | 'return' | 'cancel'; car: RentedCar } | null;

/** the rented cars, earliest return first, with their Extend and Return Car dialogs */
export function RentedCarList({ brandId }: { brandId: string }) {
  const { t } = useTranslation('rentals');
  const rented = useRentedCars(brandId || undefined);
  const now = useNow();
  const [action, setAction] = useState<Action>(null);
  const cars = rented.data?.pages.flatMap((page) => page.items) ?? [];
  /** cars returned offline: shown as pending return until the server has the return */
  const returning = new Set(
    usePendingWrites('POST', /^\/cars\/[^/]+\/return$/).map((write) => write.path.split('/')[2]),
  );
  const close = (open: boolean) => {
    if (!open) setAction(null);
  };
  return (
    <section aria-labelledby="rented-cars-title" className="flex flex-col gap-3">
      <h2 id="rented-cars-title" className="text-lg font-semibold">
        {t('rented.title')}
      </h2>
      {rented.isPending ? (
        <PendingNote />
      ) : rented.isError ? (
        <ErrorBox message={errorMessage(rented.error, t('loadFailed'))} />
      ) : cars.length === 0 ? (
        <p className="text-sm text-slate-500 dark:text-slate-400">{t('rented.none')}</p>
      ) : (
        <ul
          className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
          aria-labelledby="rented-cars-title"
        >
          {cars.map((car) => (
            <li key={car.id} className="flex">
              <div className="flex w-full flex-col">
                <RentedCarCard
                  car={car}
                  now={now}
                  pendingReturn={returning.has(car.id)}
                  onExtend={() => setAction({ kind: 'extend', car })}
                  onReturn={() => setAction({ kind: 'return', car })}
                  onCancel={() => setAction({ kind: 'cancel', car })}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
      <LoadMore
        hasNextPage={rented.hasNextPage}
        isFetchingNextPage={rented.isFetchingNextPage}
        fetchNextPage={rented.fetchNextPage}
      />
      {action?.kind === 'extend' ? (
        <ExtendRentalDialog car={action.car} open onOpenChange={close} />
      ) : null}
      {action?.kind === 'return' ? (
        <ReturnDialog car={action.car} open onOpenChange={close} />
      ) : null}
      {action?.kind === 'cancel' ? (
        <CancelBookingDialog car={action.car} onOpenChange={close} />
      ) : null}
    </section>
  );
}
