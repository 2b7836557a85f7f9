import { useTranslation } from 'react-i18next';
import { money } from '../../../lib/format.ts';
import { useCarFines } from '../api/car-fines.ts';

/**
 * Issue 32 §4 at the return (decision 0041): the traffic fines charged on the rental out are
 * among its charges, so the Return dialog's balance counts them as the server does.
 */
export function useFinesOnRental(carId: string, rentalId: string | undefined): number {
  const fines = useCarFines(carId, rentalId !== undefined);
  return (fines.data?.fines ?? [])
    .filter((fine) => fine.outcome === 'rental_charge' && fine.rental?.rentalId === rentalId)
    .reduce((sum, fine) => sum + fine.amount, 0);
}

/** the line saying so, under the return's totals */
export function FinesOnRentalNote({ amount }: { amount: number }) {
  const { t } = useTranslation('fines');
  if (amount === 0) return null;
  return (
    <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="fines-on-rental">
      {t('onReturn', { amount: money(amount) })}
    </p>
  );
}
