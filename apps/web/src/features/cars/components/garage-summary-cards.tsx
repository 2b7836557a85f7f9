import { BadgeCheck, Car, CircleAlert, CircleCheck, KeyRound, Loader2, Tag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { StatCard } from '../../../components/ui/stat-card.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { useGarageSummary } from '../api/get-garage-summary.ts';

/** Total Cars, Available, Currently Rented, For Sale, Paid Cars, Unpaid Cars */
export function GarageSummaryCards() {
  const { t } = useTranslation('cars');
  const summary = useGarageSummary();
  const value = (n: number | undefined) =>
    n === undefined ? (
      <Loader2 size={18} className="mt-1 animate-spin" aria-label={t('loading')} />
    ) : (
      formatNumber(n)
    );
  const data = summary.data;
  return (
    <div
      className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6"
      aria-busy={summary.isPending}
    >
      <StatCard
        label={t('garage.cards.totalCars')}
        value={value(data?.totalCars)}
        icon={Car}
        tone="blue"
      />
      <StatCard
        label={t('garage.cards.available')}
        value={value(data?.available)}
        icon={CircleCheck}
        tone="green"
      />
      <StatCard
        label={t('garage.cards.currentlyRented')}
        value={value(data?.currentlyRented)}
        icon={KeyRound}
        tone="amber"
      />
      <StatCard
        label={t('garage.cards.forSale')}
        value={value(data?.forSale)}
        icon={Tag}
        tone="purple"
      />
      <StatCard
        label={t('garage.cards.paid')}
        value={value(data?.paid)}
        icon={BadgeCheck}
        tone="green"
      />
      <StatCard
        label={t('garage.cards.unpaid')}
        value={value(data?.unpaid)}
        icon={CircleAlert}
        tone="red"
      />
    </div>
  );
}
