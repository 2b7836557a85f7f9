import { garageRoutes as routes } from '@car-rental/domain/contract/cars';
import type { Api, AppDeps } from '../../lib/deps.ts';
import { fromTable } from '../../lib/route.ts';
import { garageService } from './garage.service.ts';

export function registerGarageRoutes(api: Api, deps: AppDeps): void {
  const garage = garageService(deps);
  api.route({
    ...fromTable(routes.listGarageCars),
    handler: async (request) => garage.listGarageCars(request.query),
  });
  api.route({
    ...fromTable(routes.listSoldCars),
    handler: async (request) => garage.listSoldCars(request.query),
  });
  api.route({
    ...fromTable(routes.getGarageSummary),
    handler: async () => garage.getGarageSummary(),
  });
}
