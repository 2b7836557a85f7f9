import { CarFormDialog } from '../../features/cars/components/car-form-dialog.tsx';
import type { GarageLocationState } from '../../features/cars/components/garage-screen.tsx';
import { RemoveCarDialog } from '../../features/cars/components/remove-car-dialog.tsx';
import { DashboardScreen } from '../../features/dashboard/components/dashboard-screen.tsx';
import { ExtendRentalDialog } from '../../features/rentals/components/extend-rental-dialog.tsx';

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
