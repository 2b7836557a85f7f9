import type { CarView } from '@car-rental/domain/contract/car';
import { Pencil, Trash2, Wrench } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CarCardFrame, StatusBadges } from '../../../components/car/car-card-frame.tsx';
import { CarFacts } from '../../../components/car/car-facts.tsx';
import { CountdownBadge } from '../../../components/car/countdown-badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useCan } from '../../../lib/current-user.ts';
import { formatNumber, money } from '../../../lib/format.ts';
import { PaidToggle } from './paid-toggle.tsx';

/** '2021 · Black', or whichever of the two is known */
export function YearAndColor({ car }: { car: CarView }) {
  const { t } = useTranslation('cars');
  const text =
    car.year !== null && car.color
      ? t('card.yearAndColor', { year: car.year, color: car.color })
      : (car.year?.toString() ?? car.color);
  return text ? <p className="text-sm text-slate-600 dark:text-slate-400">{text}</p> : null;
}

/** a garage card (spec §2): details, status badges, payment toggle, Edit and Remove */
export function GarageCarCard({
  car,
  onEdit,
  onRemove,
}: {
  car: CarView;
  onEdit: (car: CarView) => void;
  onRemove: (car: CarView) => void;
}) {
  const { t } = useTranslation('cars');
  const canSetPaid = useCan('setCarPaid');
  const canRemove = useCan('deleteCar');
  return (
    <CarCardFrame
      car={car}
      badge={car.rental ? <CountdownBadge rentedUntil={car.rental.rentedUntil} /> : null}
    >
      <YearAndColor car={car} />
      <CarFacts
        facts={[
          { label: t('card.plate'), value: car.plate },
          { label: t('card.mileage'), value: t('card.km', { value: formatNumber(car.mileageKm) }) },
          {
            label: t('card.dailyRate'),
            value:
              car.dailyRate === null
                ? null
                : t('common:car.perDay', { amount: money(car.dailyRate) }),
          },
          {
            label: t('card.salePrice'),
            value: car.salePrice === null ? null : money(car.salePrice),
          },
        ]}
      />
      <StatusBadges car={car} />
      {canSetPaid ? <PaidToggle car={car} /> : null}
      <div className="mt-auto flex flex-wrap gap-2 pt-2">
        <Button
          variant="secondary"
          size="sm"
          className="flex-1 whitespace-nowrap"
          onClick={() => onEdit(car)}
        >
          <Pencil size={14} aria-hidden />
          {t('card.edit')}
        </Button>
        <Link
          to={`/garage/${car.id}`}
          className="inline-flex flex-1 items-center justify-center gap-2 whitespace-nowrap rounded-md border border-slate-300 bg-white px-2.5 py-1 text-sm font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-500 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700"
        >
          <Wrench size={14} aria-hidden />
          {t('careLink', { ns: 'fleet' })}
        </Link>
        {canRemove ? (
          <Button
            variant="danger"
            size="sm"
            className="flex-1 whitespace-nowrap"
            disabled={car.isRented}
            onClick={() => onRemove(car)}
          >
            <Trash2 size={14} aria-hidden />
            {car.isRented ? t('card.cantRemove') : t('card.remove')}
          </Button>
        ) : null}
      </div>
    </CarCardFrame>
  );
}
