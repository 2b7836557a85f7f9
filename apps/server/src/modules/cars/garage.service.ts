import type { AppDeps } from '../../lib/deps.ts';
import { countCars } from './car-counts.repository.ts';
import { listGarageCars, listSoldCars } from './garage.repository.ts';

/** the Garage screen's reads: its lists a page at a time and its counters */
export function garageService(deps: AppDeps) {
  return {
    listGarageCars: (query: Parameters<typeof listGarageCars>[1]) => listGarageCars(deps.db, query),
    listSoldCars: (query: Parameters<typeof listSoldCars>[1]) => listSoldCars(deps.db, query),
    async getGarageSummary() {
      const counts = await countCars(deps.db);
      return {
        totalCars: counts.inGarage,
        available: counts.available,
        currentlyRented: counts.rented,
        forSale: counts.forSale,
        paid: counts.paidInGarage,
        unpaid: counts.unpaidInGarage,
      };
    },
  };
}
