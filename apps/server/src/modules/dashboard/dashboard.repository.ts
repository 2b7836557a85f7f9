import type { DashboardView } from '@car-rental/domain/contract/dashboard';
import { RECENT_CARS, SOLD_CARS_SHOWN } from '@car-rental/domain/contract/dashboard';
import type { DbOrTx } from '../../db/create-db.ts';
import { countCars } from '../cars/car-counts.repository.ts';
import { listSoldCars, recentUnsoldCars } from '../cars/garage.repository.ts';

/** the dashboard: one aggregate for the stat cards, and the two short car lists */
export async function readDashboard(db: DbOrTx): Promise<DashboardView> {
  const counts = await countCars(db);
  const recentCars = await recentUnsoldCars(db, RECENT_CARS);
  const sold = await listSoldCars(db, { limit: SOLD_CARS_SHOWN });
  return {
    carsInGarage: counts.inGarageNotRented,
    available: counts.available,
    currentlyRented: counts.rented,
    carsSold: counts.sold,
    paidCars: counts.paidInGarage,
    unpaidCars: counts.unpaidInGarage,
    recentCars,
    soldCars: sold.items,
  };
}
