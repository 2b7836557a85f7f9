import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CarCardFrame } from '../../../components/car/car-card-frame.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorBox } from '../../../components/ui/error-box.tsx';
import { Ltr } from '../../../components/ui/ltr.tsx';
import { PendingNote } from '../../../components/ui/pending-note.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDate, money } from '../../../lib/format.ts';
import { useRecentlySold } from '../api/get-recently-sold.ts';
import { carGridClass, SalesSection } from './sales-section.tsx';

/** the last 8 sold cars with the buyer, the date and the final price */
export function RecentlySoldSection() {
  const { t } = useTranslation('sales');
  const recent = useRecentlySold();
  const cars = recent.data?.items ?? [];

  let body: ReactNode;
  if (recent.isPending) body = <PendingNote />;
  else if (recent.isError)
    body = <ErrorBox message={errorMessage(recent.error, t('loadFailed'))} />;
  else if (cars.length === 0)
    body = <EmptyState title={t('recent.emptyTitle')} text={t('recent.emptyText')} />;
  else
    body = (
      <ul className={carGridClass}>
        {cars.map((car) => (
          <li key={car.id} className="grid">
            <CarCardFrame car={car}>
              <div className="flex flex-col gap-1 text-sm">
                {car.plate ? (
                  <p className="text-slate-600 dark:text-slate-400">
                    <Ltr>{car.plate}</Ltr>
                  </p>
                ) : null}
                {car.sale ? (
                  <>
                    <p>{t('car.soldTo', { name: car.sale.soldToCustomer })}</p>
                    <p className="text-slate-600 dark:text-slate-400">
                      <Ltr>{t('car.soldOn', { date: formatDate(car.sale.soldDate) })}</Ltr>
                    </p>
                    <p className="flex justify-between gap-2">
                      <span className="text-slate-600 dark:text-slate-400">
                        {t('car.finalPrice')}
                      </span>
                      <Ltr className="font-semibold">{money(car.sale.finalSalePrice)}</Ltr>
                    </p>
                  </>
                ) : null}
              </div>
            </CarCardFrame>
          </li>
        ))}
      </ul>
    );

  return <SalesSection title={t('recent.title')}>{body}</SalesSection>;
}
