import type { CarView } from '@car-rental/domain/contract/car';
import { Pencil, RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CarCardFrame, StatusBadges } from '../../../components/car/car-card-frame.tsx';
import { CarFacts } from '../../../components/car/car-facts.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ErrorBox } from '../../../components/ui/error-box.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useCan } from '../../../lib/current-user.ts';
import { formatDate, money } from '../../../lib/format.ts';
import { useMarkCarAvailable } from '../api/mark-car-available.ts';
import { YearAndColor } from './garage-car-card.tsx';

/** a sold car, greyed out, with 'Mark Available' and Edit */
export function SoldCarCard({ car, onEdit }: { car: CarView; onEdit: (car: CarView) => void }) {
  const { t } = useTranslation('cars');
  const markAvailable = useMarkCarAvailable();
  const canUndoSale = useCan('markCarAsAvailable');
  return (
    <CarCardFrame car={car}>
      <YearAndColor car={car} />
      <CarFacts
        facts={[
          { label: t('card.plate'), value: car.plate },
          { label: t('card.soldFor'), value: car.sale ? money(car.sale.finalSalePrice) : null },
          { label: t('card.soldOn'), value: car.sale ? formatDate(car.sale.soldDate) : null },
        ]}
      />
      <StatusBadges car={car} />
      <ErrorBox
        message={
          markAvailable.isError
            ? errorMessage(markAvailable.error, t('card.markAvailableFailed'))
            : null
        }
      />
      <div className="mt-auto flex flex-wrap gap-2 pt-2">
        {canUndoSale ? (
          <Button
            variant="success"
            size="sm"
            className="flex-1 whitespace-nowrap"
            disabled={markAvailable.isPending}
            onClick={() => markAvailable.mutate(car.id)}
          >
            <RotateCcw size={14} aria-hidden />
            {markAvailable.isPending ? t('card.markingAvailable') : t('card.markAvailable')}
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
      </div>
    </CarCardFrame>
  );
}
