import { carStatus } from '@car-rental/domain/cars/car';
import type { CarView } from '@car-rental/domain/contract/car';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../ui/badge.tsx';
import { Ltr } from '../ui/ltr.tsx';
import { ImageCarousel } from './image-carousel.tsx';

const dot = { outOfGarage: 'bg-red-500', forSale: 'bg-amber-500', available: 'bg-emerald-500' };
const tone = { outOfGarage: 'red', forSale: 'amber', available: 'green' } as const;

export function StatusBadges({ car }: { car: CarView }) {
  const { t } = useTranslation();
  const status = carStatus(car);
  return (
    <div className="flex flex-wrap gap-1">
      <Badge tone={tone[status]}>{t(`car.status.${status}`)}</Badge>
      <Badge tone={car.isPaid ? 'green' : 'orange'}>
        {car.isPaid ? t('car.paid') : t('car.unpaid')}
      </Badge>
    </div>
  );
}

/** the frame every car card shares: carousel, status dot, brand and model; the screen fills the rest */
export function CarCardFrame({
  car,
  children,
  badge,
  muted,
}: {
  car: CarView;
  children: ReactNode;
  badge?: ReactNode;
  muted?: boolean;
}) {
  const { t } = useTranslation();
  const status = carStatus(car);
  return (
    <article
      data-testid="car-card"
      aria-label={`${car.brandName} ${car.modelName}${car.plate ? ` ${car.plate}` : ''}`}
      className={`flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900 ${muted ? 'grayscale' : ''}`}
    >
      <div className="relative">
        <ImageCarousel images={car.images} alt={`${car.brandName} ${car.modelName}`} />
        {badge ? <div className="absolute start-2 top-2">{badge}</div> : null}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex items-center gap-2">
          <span
            className={`h-2.5 w-2.5 shrink-0 rounded-full ${dot[status]}`}
            title={t(`car.status.${status}`)}
            aria-hidden
          />
          <h3 className="truncate font-semibold">
            <Ltr>{`${car.brandName} ${car.modelName}`}</Ltr>
          </h3>
        </div>
        {children}
      </div>
    </article>
  );
}
