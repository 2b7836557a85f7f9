import { Car, CircleDollarSign, Tag, TrendingUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ErrorBox } from '../../../components/ui/error-box.tsx';
import { StatCard } from '../../../components/ui/stat-card.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatNumber, money } from '../../../lib/format.ts';
import { useSalesSummary } from '../api/get-sales-summary.ts';

/** Available for Sale, Cars Sold, Total Revenue, Net Profit */
export function SalesSummaryCards() {
  const { t } = useTranslation('sales');
  const summary = useSalesSummary();
  if (summary.isError) return <ErrorBox message={errorMessage(summary.error, t('loadFailed'))} />;
  const data = summary.data;
  const pending = t('loadingShort', { ns: 'common' });
  const netProfit = data?.netProfit ?? null;
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-busy={!data}>
      <StatCard
        label={t('cards.availableForSale')}
        value={data ? formatNumber(data.availableForSale) : pending}
        icon={Tag}
        tone="amber"
      />
      <StatCard
        label={t('cards.carsSold')}
        value={data ? formatNumber(data.carsSold) : pending}
        icon={Car}
        tone="purple"
      />
      <StatCard
        label={t('cards.totalRevenue')}
        value={data ? money(data.totalRevenue) : pending}
        icon={CircleDollarSign}
        tone="green"
      />
      <StatCard
        label={t('cards.netProfit')}
        value={data ? (netProfit === null ? t('na', { ns: 'common' }) : money(netProfit)) : pending}
        icon={TrendingUp}
        tone={netProfit !== null && netProfit < 0 ? 'red' : 'blue'}
      />
    </div>
  );
}
