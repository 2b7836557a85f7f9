import { Car, CarFront, Wallet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { StatCard } from '../../../components/ui/stat-card.tsx';
import { formatNumber, money } from '../../../lib/format.ts';
import { useRentalSummary } from '../api/get-rental-summary.ts';

/** the Rental dashboard's cards: Available for Rent, Currently Rented, Total Revenue */
export function RentalSummaryCards() {
  const { t } = useTranslation('rentals');
  const { t: tc } = useTranslation();
  const summary = useRentalSummary();
  const value = (figure: (data: NonNullable<typeof summary.data>) => string) =>
    summary.data ? figure(summary.data) : summary.isError ? tc('na') : '…';
  return (
    <div className="grid gap-4 sm:grid-cols-3" aria-busy={summary.isPending}>
      <StatCard
        label={t('cards.availableForRent')}
        value={value((data) => formatNumber(data.availableForRent))}
        icon={Car}
        tone="green"
      />
      <StatCard
        label={t('cards.currentlyRented')}
        value={value((data) => formatNumber(data.currentlyRented))}
        icon={CarFront}
        tone="blue"
      />
      <StatCard
        label={t('cards.totalRevenue')}
        value={value((data) => money(data.totalRevenue))}
        icon={Wallet}
        tone="purple"
      />
    </div>
  );
}
