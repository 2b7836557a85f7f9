import { garageRoutes as routes } from '@car-rental/domain/contract/cars';
import { operation } from '../../lib/operation.ts';
import { garageService } from './garage.service.ts';

export const garageOperations = [
  operation(routes.listGarageCars, async ({ query }, { deps }) =>
    garageService(deps).listGarageCars(query),
  ),
  operation(routes.listSoldCars, async ({ query }, { deps }) =>
    garageService(deps).listSoldCars(query),
  ),
  operation(routes.getGarageSummary, async (_, { deps }) => garageService(deps).getGarageSummary()),
];
