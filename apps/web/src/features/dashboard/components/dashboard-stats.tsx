import type { DashboardView } from '@car-rental/domain/contract/dashboard';
import { BadgeCheck, CircleAlert, CircleCheck, HandCoins, KeyRound, Warehouse } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { StatCard } from '../../../components/ui/stat-card.tsx';
import { formatNumber } from '../../../lib/format.ts';

/** Cars in Garage, Available, Currently Rented, Cars Sold, Paid Cars, Unpaid Cars */
export function DashboardStats({ view }: { view: DashboardView }) {
  const { t } = useTranslation('cars');
  return (
    <div className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6">
      <StatCard
        label={t('dashboard.cards.carsInGarage')}
        value={formatNumber(view.carsInGarage)}
        icon={Warehouse}
        tone="blue"
      />
      <StatCard
        label={t('dashboard.cards.available')}
        value={formatNumber(view.available)}
        icon={CircleCheck}
        tone="green"
      />
      <StatCard
        label={t('dashboard.cards.currentlyRented')}
        value={formatNumber(view.currentlyRented)}
        icon={KeyRound}
        tone="amber"
      />
      <StatCard
        label={t('dashboard.cards.carsSold')}
        value={formatNumber(view.carsSold)}
        icon={HandCoins}
        tone="purple"
      />
      <StatCard
        label={t('dashboard.cards.paidCars')}
        value={formatNumber(view.paidCars)}
        icon={BadgeCheck}
        tone="green"
      />
      <StatCard
        label={t('dashboard.cards.unpaidCars')}
        value={formatNumber(view.unpaidCars)}
        icon={CircleAlert}
        tone="red"
      />
    </div>
  );
}
