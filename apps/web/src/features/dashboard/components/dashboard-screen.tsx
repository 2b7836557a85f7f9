import type { CarView } from '@car-rental/domain/contract/car';
import { Loader2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorBox } from '../../../components/ui/error-box.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useCan } from '../../../lib/current-user.ts';
import { useDataMode } from '../../../lib/data-mode.ts';
import { FleetAttentionCard } from '../../fleet/components/fleet-alerts.tsx';
import { useDashboard } from '../api/get-dashboard.ts';
import { DashboardCars } from './dashboard-cars.tsx';
import { DashboardStats } from './dashboard-stats.tsx';
import { QuickActions } from './quick-actions.tsx';
import { RevenueChart } from './revenue-chart.tsx';

export interface CarDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export interface DashboardScreenProps {
  /** the add/edit car form; car null adds a car */
  renderCarForm: (props: CarDialogProps & { car: CarView | null }) => ReactNode;
  /** the removal confirmation of the card's Delete button */
  renderRemoveCar: (props: CarDialogProps & { car: CarView }) => ReactNode;
  /** the rentals feature's Extend Rental dialog */
  renderExtend: (car: CarView, open: boolean, setOpen: (open: boolean) => void) => ReactNode;
  /** where 'Add Your First Car' leads */
  addFirstCarLink: { to: string; state?: unknown };
}

type Open = { kind: 'form'; car: CarView | null } | { kind: 'remove' | 'extend'; car: CarView };

/** the Dashboard (spec §2): stat cards, quick actions, Recent Cars, the Sold Cars section */
export function DashboardScreen({
  renderCarForm,
  renderRemoveCar,
  renderExtend,
  addFirstCarLink,
}: DashboardScreenProps) {
  const { t } = useTranslation('cars');
  const dashboard = useDashboard();
  const canRemove = useCan('deleteCar');
  const [open, setOpen] = useState<Open | null>(null);
  const demo = useDataMode() === 'demo';
  const close = (isOpen: boolean) => {
    if (!isOpen) setOpen(null);
  };

  let body: ReactNode;
  if (dashboard.isPending) {
    body = (
      <p
        role="status"
        className="flex items-center gap-2 py-6 text-sm text-slate-600 dark:text-slate-400"
      >
        <Loader2 size={18} className="animate-spin" aria-hidden />
        {t('loading')}
      </p>
    );
  } else if (dashboard.isError) {
    body = (
      <div className="flex flex-col items-start gap-3">
        <ErrorBox message={errorMessage(dashboard.error, t('loadFailed'))} />
        <Button variant="secondary" onClick={() => void dashboard.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  } else {
    const view = dashboard.data;
    const noCars = view.recentCars.length === 0 && view.soldCars.length === 0;
    body = (
      <>
        <DashboardStats view={view} />
        <QuickActions onAddCar={() => setOpen({ kind: 'form', car: null })} />
        <FleetAttentionCard />
        {noCars ? (
          <EmptyState
            title={t('dashboard.empty')}
            text={t('dashboard.emptyText')}
            action={
              demo ? (
                // demo mode: adding a car is blocked (spec §5)
                <Button disabled>{t('demo.addCar')}</Button>
              ) : (
                <Link
                  to={addFirstCarLink.to}
                  state={addFirstCarLink.state}
                  className="inline-flex rounded-md bg-blue-600 px-4 py-2 text-sm font-medium text-white hover:bg-blue-700"
                >
                  {t('dashboard.addFirstCar')}
                </Link>
              )
            }
          />
        ) : (
          <DashboardCars
            view={view}
            onExtend={(car) => setOpen({ kind: 'extend', car })}
            onEdit={(car) => setOpen({ kind: 'form', car })}
            onDelete={canRemove ? (car) => setOpen({ kind: 'remove', car }) : undefined}
          />
        )}
      </>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold">{t('dashboard.title')}</h1>
      {body}
      <RevenueChart />
      {renderCarForm({
        open: open?.kind === 'form',
        onOpenChange: close,
        car: open?.kind === 'form' ? open.car : null,
      })}
      {open?.kind === 'remove'
        ? renderRemoveCar({ open: true, onOpenChange: close, car: open.car })
        : null}
      {open?.kind === 'extend' ? renderExtend(open.car, true, close) : null}
    </div>
  );
}
