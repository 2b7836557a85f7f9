import { fleetRoutes as routes } from '@car-rental/domain/contract/fleet';
import { operation } from '../../lib/operation.ts';
import {
  addCarPaper,
  addCarService,
  deleteCarPaper,
  deleteCarService,
  getCarCare,
} from './care.ts';

export const fleetOperations = [
  operation(routes.getCarCare, async ({ params }, { deps }) => getCarCare(deps, params.id)),
  operation(routes.addCarService, async ({ params, body }, { acting }) =>
    addCarService(acting, { carId: params.id, body }),
  ),
  operation(routes.deleteCarService, async ({ params }, { acting }) =>
    deleteCarService(acting, { carId: params.id, serviceId: params.serviceId }),
  ),
  operation(routes.addCarPaper, async ({ params, body }, { acting }) =>
    addCarPaper(acting, { carId: params.id, body }),
  ),
  operation(routes.deleteCarPaper, async ({ params }, { acting }) =>
    deleteCarPaper(acting, { carId: params.id, paperId: params.paperId }),
  ),
];
