import type { CarView } from '@car-rental/domain/contract/car';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Ltr, LtrList } from '../../../components/ui/ltr.tsx';
import { formatNumber, money } from '../../../lib/format.ts';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-2">
      <dt className="text-slate-500 dark:text-slate-400">{label}</dt>
      <dd className="text-end font-medium">
        <Ltr>{children}</Ltr>
      </dd>
    </div>
  );
}

/** year and color, plate, mileage and the prices a seller looks at */
export function SaleCarFacts({
  car,
  showPurchase = true,
}: {
  car: CarView;
  showPurchase?: boolean;
}) {
  const { t } = useTranslation('sales');
  const yearColor = [car.year, car.color].filter((part) => part !== null);
  return (
    <div className="flex flex-col gap-1 text-sm">
      {yearColor.length > 0 ? (
        <p className="text-slate-600 dark:text-slate-400">
          <LtrList values={yearColor} />
        </p>
      ) : null}
      <dl className="flex flex-col gap-1">
        {car.plate ? <Fact label={t('car.plate')}>{car.plate}</Fact> : null}
        <Fact label={t('car.mileage')}>{t('car.km', { value: formatNumber(car.mileageKm) })}</Fact>
        {showPurchase && car.purchasePrice !== null ? (
          <Fact label={t('car.purchasePrice')}>{money(car.purchasePrice)}</Fact>
        ) : null}
        <Fact label={t('car.salePrice')}>
          <span className="text-base font-semibold text-emerald-700 dark:text-emerald-400">
            <Ltr>{money(car.salePrice)}</Ltr>
          </span>
        </Fact>
      </dl>
    </div>
  );
}
