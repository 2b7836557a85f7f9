import type { DashboardView } from '@car-rental/domain/contract/dashboard';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CollapsibleSection } from '../../../components/ui/collapsible-section.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { type DashboardCarActions, DashboardCarCard } from './dashboard-car-card.tsx';

const grid = 'grid gap-4 sm:grid-cols-2 xl:grid-cols-4';

/** Recent Cars (the last 4 unsold) and the greyed, collapsible Sold Cars section */
export function DashboardCars({ view, ...actions }: DashboardCarActions & { view: DashboardView }) {
  const { t } = useTranslation('cars');
  return (
    <>
      <section aria-labelledby="recent-cars-title">
        <div className="mb-3 flex items-center justify-between gap-2">
          <h2 id="recent-cars-title" className="text-lg font-semibold">
            {t('dashboard.recentCars')}
          </h2>
          <Link
            to="/garage"
            className="text-sm font-medium text-blue-700 hover:underline dark:text-blue-300"
          >
            {t('dashboard.viewAll')}
          </Link>
        </div>
        {view.recentCars.length === 0 ? (
          <EmptyState title={t('garage.empty')} />
        ) : (
          <ul className={grid}>
            {view.recentCars.map((car) => (
              <li key={car.id} className="flex flex-col [&>article]:flex-1">
                <DashboardCarCard car={car} {...actions} />
              </li>
            ))}
          </ul>
        )}
      </section>
      {view.soldCars.length > 0 ? (
        <CollapsibleSection
          title={t('dashboard.soldCars')}
          subtitle={t('dashboard.soldCount', { count: view.carsSold })}
          muted
        >
          <ul className={grid}>
            {view.soldCars.map((car) => (
              <li key={car.id} className="flex flex-col grayscale [&>article]:flex-1">
                <DashboardCarCard car={car} onEdit={actions.onEdit} />
              </li>
            ))}
          </ul>
        </CollapsibleSection>
      ) : null}
    </>
  );
}
