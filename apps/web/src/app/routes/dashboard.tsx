import { lazyDialog } from '../../components/ui/lazy-dialog.tsx';
import type { GarageLocationState } from '../../features/cars/components/garage-screen.tsx';
import { DashboardScreen } from '../../features/dashboard/components/dashboard-screen.tsx';

// the dialogs open on a click: their code is fetched then, not with the Dashboard
const CarFormDialog = lazyDialog(() =>
  import('../../features/cars/components/car-form-dialog.tsx').then((m) => m.CarFormDialog),
);
const RemoveCarDialog = lazyDialog(() =>
  import('../../features/cars/components/remove-car-dialog.tsx').then((m) => m.RemoveCarDialog),
);
const ExtendRentalDialog = lazyDialog(() =>
  import('../../features/rentals/components/extend-rental-dialog.tsx').then(
    (m) => m.ExtendRentalDialog,
  ),
);

const addFirstCar: GarageLocationState = { addCar: true };

/** the Dashboard, with the cars feature's form and removal and the rentals feature's Extend */
export function Component() {
  return (
    <DashboardScreen
      addFirstCarLink={{ to: '/garage', state: addFirstCar }}
      renderCarForm={(props) => <CarFormDialog {...props} />}
      renderRemoveCar={(props) => <RemoveCarDialog {...props} />}
      renderExtend={(car, open, setOpen) => (
        <ExtendRentalDialog car={car} open={open} onOpenChange={setOpen} />
      )}
    />
  );
}
