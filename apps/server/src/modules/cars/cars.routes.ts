import { carRoutes as routes } from '@car-rental/domain/contract/cars';
import { operation } from '../../lib/operation.ts';
import { addCar } from './add-car.ts';
import { getCar } from './cars-read.ts';
import { deleteCar } from './delete-car.ts';
import { garageOperations } from './garage.routes.ts';
import { markForSale } from './mark-for-sale.ts';
import { removeFromSale } from './remove-from-sale.ts';
import { setCarPaid } from './set-car-paid.ts';
import { updateCar } from './update-car.ts';

export const carOperations = [
  operation(routes.addCar, async ({ body }, { acting }) => addCar(acting, body)),
  operation(routes.getCar, async ({ params }, { deps }) => getCar(deps, { carId: params.id })),
  operation(routes.updateCar, async ({ params, body }, { acting }) =>
    updateCar(acting, { carId: params.id, body }),
  ),
  operation(routes.deleteCar, async ({ params }, { acting }) =>
    deleteCar(acting, { carId: params.id }),
  ),
  operation(routes.setCarPaid, async ({ params, body }, { acting }) =>
    setCarPaid(acting, { carId: params.id, isPaid: body.isPaid, settledBy: body.settledBy }),
  ),
  operation(routes.markForSale, async ({ params }, { acting }) =>
    markForSale(acting, { carId: params.id }),
  ),
  operation(routes.removeFromSale, async ({ params }, { acting }) =>
    removeFromSale(acting, { carId: params.id }),
  ),
  ...garageOperations,
];
