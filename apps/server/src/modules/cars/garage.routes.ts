import { garageRoutes as routes } from '@car-rental/domain/contract/cars';
import type { Api, AppDeps } from '../../lib/deps.ts';
import { fromTable } from '../../lib/route.ts';
import { countCars } from './car-counts.repository.ts';
import { listGarageCars, listSoldCars } from './garage.repository.ts';

export function registerGarageRoutes(api: Api, deps: AppDeps): void {
  api.route({
    ...fromTable(routes.listGarageCars),
    handler: async (request) => listGarageCars(deps.db, request.query),
  });
  api.route({
    ...fromTable(routes.listSoldCars),
    handler: async (request) => listSoldCars(deps.db, request.query),
  });
  api.route({
    ...fromTable(routes.getGarageSummary),
    handler: async () => {
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
  });
}
