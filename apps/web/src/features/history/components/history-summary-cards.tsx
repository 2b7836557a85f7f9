import type { HistoryFilters } from '@car-rental/domain/contract/history';
import { CalendarClock, Car, CircleDollarSign, KeyRound, Wallet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ErrorBox } from '../../../components/ui/error-box.tsx';
import { StatCard } from '../../../components/ui/stat-card.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatNumber, money } from '../../../lib/format.ts';
import { useHistorySummary } from '../api/get-history-summary.ts';

/** Total Rentals, Total Sales, Rental Revenue, Sales Revenue, Total Revenue, under the filters */
export function HistorySummaryCards({ filters }: { filters: HistoryFilters }) {
  const { t } = useTranslation('history');
  const summary = useHistorySummary(filters);
  if (summary.isError) return <ErrorBox message={errorMessage(summary.error, t('loadFailed'))} />;
  const data = summary.data;
  const pending = t('loadingShort', { ns: 'common' });
  return (
    <div
      className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5"
      aria-busy={!data}
    >
      <StatCard
        label={t('cards.totalRentals')}
        value={data ? formatNumber(data.totalRentals) : pending}
        icon={KeyRound}
        tone="blue"
      />
      <StatCard
        label={t('cards.totalSales')}
        value={data ? formatNumber(data.totalSales) : pending}
        icon={Car}
        tone="purple"
      />
      <StatCard
        label={t('cards.rentalRevenue')}
        value={data ? money(data.rentalRevenue) : pending}
        icon={CalendarClock}
        tone="amber"
      />
      <StatCard
        label={t('cards.salesRevenue')}
        value={data ? money(data.salesRevenue) : pending}
        icon={Wallet}
        tone="slate"
      />
      <StatCard
        label={t('cards.totalRevenue')}
        value={data ? money(data.totalRevenue) : pending}
        icon={CircleDollarSign}
        tone="green"
      />
    </div>
  );
}
