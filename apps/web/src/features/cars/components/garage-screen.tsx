import type { CarView } from '@car-rental/domain/contract/car';
import { Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { lazyDialog } from '../../../components/ui/lazy-dialog.tsx';
import { useDataMode } from '../../../lib/data-mode.ts';
import type { GarageFilters } from '../api/get-garage-cars.ts';
import { GarageFilterPanel, noFilters } from './garage-filters.tsx';
import { GarageGroups } from './garage-groups.tsx';
import { GarageSummaryCards } from './garage-summary-cards.tsx';
import { SoldCarsSection } from './sold-cars-section.tsx';

// the dialogs open on a click (or the Dashboard's Add Your First Car): fetched then
const CarFormDialog = lazyDialog(() =>
  import('./car-form-dialog.tsx').then((m) => m.CarFormDialog),
);
const RemoveCarDialog = lazyDialog(() =>
  import('./remove-car-dialog.tsx').then((m) => m.RemoveCarDialog),
);

/** navigation state that opens the car form on arrival ('Add Your First Car') */
export interface GarageLocationState {
  addCar?: boolean;
}

/** the Garage (spec §2): summary cards, filters, Paid / Unpaid groups, Sold Cars, the car form */
export function GarageScreen() {
  const { t } = useTranslation('cars');
  const location = useLocation();
  const navigate = useNavigate();
  const [filters, setFilters] = useState<GarageFilters>(noFilters);
  const [form, setForm] = useState<{ open: boolean; car: CarView | null }>({
    open: false,
    car: null,
  });
  const [removing, setRemoving] = useState<CarView | null>(null);
  const openForm = (car: CarView | null) => setForm({ open: true, car });
  // demo mode: adding a car is blocked (spec §5)
  const demo = useDataMode() === 'demo';

  const addOnArrival = (location.state as GarageLocationState | null)?.addCar === true;
  useEffect(() => {
    if (!addOnArrival) return;
    if (!demo) setForm({ open: true, car: null });
    void navigate('.', { replace: true, state: null });
  }, [addOnArrival, demo, navigate]);

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold">{t('garage.title')}</h1>
        <Button onClick={() => openForm(null)} disabled={demo}>
          <Plus size={16} aria-hidden />
          {demo ? t('demo.addCar') : t('garage.addCar')}
        </Button>
      </div>
      <GarageSummaryCards />
      <GarageFilterPanel filters={filters} onChange={setFilters} />
      <GarageGroups
        filters={filters}
        onAdd={() => openForm(null)}
        onEdit={openForm}
        onRemove={setRemoving}
      />
      <SoldCarsSection onEdit={openForm} />
      <CarFormDialog
        open={form.open}
        onOpenChange={(open) => setForm((current) => ({ ...current, open }))}
        car={form.car}
      />
      {removing ? (
        <RemoveCarDialog
          car={removing}
          open
          onOpenChange={(open) => {
            if (!open) setRemoving(null);
          }}
        />
      ) : null}
    </div>
  );
}
