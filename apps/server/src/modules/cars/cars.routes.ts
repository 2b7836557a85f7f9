import { carRoutes as routes } from '@car-rental/domain/contract/cars';
import { operation } from '../../lib/operation.ts';
import * as cars from './cars.service.ts';
import { garageOperations } from './garage.routes.ts';

export const carOperations = [
  operation(routes.addCar, async ({ body }, { acting }) => cars.addCar(acting, body)),
  operation(routes.getCar, async ({ params }, { deps }) => cars.getCar(deps, params.id)),
  operation(routes.updateCar, async ({ params, body }, { acting }) =>
    cars.updateCar(acting, params.id, body),
  ),
  operation(routes.deleteCar, async ({ params }, { acting }) => cars.deleteCar(acting, params.id)),
  operation(routes.setCarPaid, async ({ params, body }, { acting }) =>
    cars.setCarPaid(acting, params.id, body.isPaid, body.settledBy),
  ),
  operation(routes.markForSale, async ({ params }, { acting }) =>
    cars.markForSale(acting, params.id),
  ),
  operation(routes.removeFromSale, async ({ params }, { acting }) =>
    cars.removeFromSale(acting, params.id),
  ),
  ...garageOperations,
];
