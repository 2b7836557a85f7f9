import type { CarView } from '@car-rental/domain/contract/car';
import { usePrefetchQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { priceListQuery } from '../../pricing/api/price-list.ts';
import { carName } from '../lib/car-name.ts';
import { CustomerDialog } from './customer-dialog.tsx';
import { PeriodPicker, type RentalPeriod } from './period-picker.tsx';

/** Book Rental (spec §2 Rental flow): the period picker, then the customer dialog */
export function BookRentalFlow({
  car,
  onClose,
  initialPickupDay,
}: {
  car: CarView;
  onClose: () => void;
  /** 'YYYY-MM-DD': the pickup day chosen when the picker opens (the planning board's slot) */
  initialPickupDay?: string;
}) {
  const [period, setPeriod] = useState<RentalPeriod | null>(null);
  // the price list read as the picker opens: the booking's first quote is computed at once
  usePrefetchQuery(priceListQuery);
  const name = carName(car);
  const close = (open: boolean) => {
    if (!open) onClose();
  };
  return period ? (
    <CustomerDialog
      car={car}
      period={period}
      open
      onOpenChange={close}
      onBack={() => setPeriod(null)}
    />
  ) : (
    <PeriodPicker
      title={name}
      carId={car.id}
      open
      onOpenChange={close}
      onApply={setPeriod}
      initialPickupDay={initialPickupDay}
    />
  );
}
