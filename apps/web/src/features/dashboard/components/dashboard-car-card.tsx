import { fuelTypeOf } from '@car-rental/domain/cars/fuel';
import type { CarView } from '@car-rental/domain/contract/car';
import { CalendarPlus, Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CarCardFrame } from '../../../components/car/car-card-frame.tsx';
import { CarFacts } from '../../../components/car/car-facts.tsx';
import { CountdownBadge } from '../../../components/car/countdown-badge.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { formatNumber, money } from '../../../lib/format.ts';

export interface DashboardCarActions {
  onExtend?: (car: CarView) => void;
  onEdit: (car: CarView) => void;
  onDelete?: (car: CarView) => void;
}

/**
 * The dashboard car card (spec §2): details, 'In Garage' tag, daily rate per day, sale price;
 * Extend for a rented car, Edit, Delete; a countdown when due within 24 hours.
 */
export function DashboardCarCard({
  car,
  onExtend,
  onEdit,
  onDelete,
}: DashboardCarActions & { car: CarView }) {
  const { t } = useTranslation('cars');
  const price = (amount: number | null) => (amount === null ? null : money(amount));
  /** a fuel the catalogue knows in the screen's language, any other as typed */
  const fuelName = (text: string | null) => {
    const type = fuelTypeOf(text);
    return type ? t(`card.fuelTypes.${type}`) : text;
  };
  return (
    <CarCardFrame
      car={car}
      badge={car.rental ? <CountdownBadge rentedUntil={car.rental.rentedUntil} dueOnly /> : null}
    >
      {car.inGarage ? (
        <div>
          <Badge tone="blue">{t('common:car.inGarage')}</Badge>
        </div>
      ) : null}
      <CarFacts
        facts={[
          { label: t('card.year'), value: car.year },
          {
            label: t('card.rating'),
            value: t('card.ratingValue', { value: formatNumber(car.rating) }),
          },
          {
            label: t('card.transmission'),
            value: car.transmission ? t(`card.transmissions.${car.transmission}`) : null,
          },
          { label: t('card.fuel'), value: fuelName(car.fuel) },
          { label: t('card.purchasePrice'), value: price(car.purchasePrice) },
          { label: t('card.supplier'), value: car.supplierName },
          { label: t('card.plate'), value: car.plate },
          {
            label: t('card.dailyRate'),
            value:
              car.dailyRate === null
                ? null
                : t('common:car.perDay', { amount: money(car.dailyRate) }),
          },
          { label: t('card.salePrice'), value: price(car.salePrice) },
        ]}
      />
      <div className="mt-auto flex flex-wrap gap-2 pt-2">
        {car.isRented && onExtend ? (
          <Button
            variant="primary"
            size="sm"
            className="flex-1 whitespace-nowrap"
            onClick={() => onExtend(car)}
          >
            <CalendarPlus size={14} aria-hidden />
            {t('card.extend')}
          </Button>
        ) : null}
        <Button
          variant="secondary"
          size="sm"
          className="flex-1 whitespace-nowrap"
          onClick={() => onEdit(car)}
        >
          <Pencil size={14} aria-hidden />
          {t('card.edit')}
        </Button>
        {onDelete ? (
          <Button
            variant="danger"
            size="sm"
            className="flex-1 whitespace-nowrap"
            disabled={car.isRented}
            onClick={() => onDelete(car)}
          >
            <Trash2 size={14} aria-hidden />
            {car.isRented ? t('card.cantRemove') : t('card.delete')}
          </Button>
        ) : null}
      </div>
    </CarCardFrame>
  );
}
