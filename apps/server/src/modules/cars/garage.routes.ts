import { garageRoutes as routes } from '@car-rental/domain/contract/cars';
import { operation } from '../../lib/operation.ts';
import { getGarageSummary, listGarageCars, listSoldCars } from './garage-read.ts';

export const garageOperations = [
  operation(routes.listGarageCars, async ({ query }, { deps }) => listGarageCars(deps, query)),
  operation(routes.listSoldCars, async ({ query }, { deps }) => listSoldCars(deps, query)),
  operation(routes.getGarageSummary, async (_, { deps }) => getGarageSummary(deps)),
];
