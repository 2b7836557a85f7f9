import { CarFront, KeyRound, Plus, Tags } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDataMode } from '../../../lib/data-mode.ts';

const actionClass =
  'flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-4 text-sm font-medium shadow-sm hover:border-blue-400 hover:bg-blue-50 focus-visible:outline-2 focus-visible:outline-blue-500 dark:border-slate-800 dark:bg-slate-900 dark:hover:border-blue-700 dark:hover:bg-slate-800';

function ActionIcon({ children }: { children: ReactNode }) {
  return (
    <span className="rounded-lg bg-blue-50 p-2 text-blue-700 dark:bg-blue-950 dark:text-blue-300">
      {children}
    </span>
  );
}

/** add brand, add to garage (opens the car form), manage rentals, manage sales */
export function QuickActions({ onAddCar }: { onAddCar: () => void }) {
  const { t } = useTranslation('cars');
  // demo mode: adding a car is blocked (spec §5)
  const demo = useDataMode() === 'demo';
  return (
    <section aria-labelledby="quick-actions-title">
      <h2 id="quick-actions-title" className="mb-3 text-lg font-semibold">
        {t('dashboard.quickActions.title')}
      </h2>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Link to="/brands" className={actionClass}>
          <ActionIcon>
            <Tags size={18} aria-hidden />
          </ActionIcon>
          {t('dashboard.quickActions.addBrand')}
        </Link>
        <button
          type="button"
          onClick={onAddCar}
          disabled={demo}
          className={`${actionClass} text-start disabled:cursor-not-allowed disabled:opacity-70`}
        >
          <ActionIcon>
            <Plus size={18} aria-hidden />
          </ActionIcon>
          {demo ? t('demo.addCar') : t('dashboard.quickActions.addToGarage')}
        </button>
        <Link to="/rental" className={actionClass}>
          <ActionIcon>
            <KeyRound size={18} aria-hidden />
          </ActionIcon>
          {t('dashboard.quickActions.manageRentals')}
        </Link>
        <Link to="/sales" className={actionClass}>
          <ActionIcon>
            <CarFront size={18} aria-hidden />
          </ActionIcon>
          {t('dashboard.quickActions.manageSales')}
        </Link>
      </div>
    </section>
  );
}
