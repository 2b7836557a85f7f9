import { salesRoutes as routes } from '@car-rental/domain/contract/sales';
import { operation } from '../../lib/operation.ts';
import { getSalesSummary, listCarsForSale, listRecentlySold } from './sales-read.ts';
import { sellCar } from './sell-car.ts';
import { undoSale } from './undo-sale.ts';

export const salesOperations = [
  operation(routes.sellCar, async ({ params, body }, { acting }) =>
    sellCar(acting, { carId: params.id, body }),
  ),
  operation(routes.deleteSaleHistory, async ({ params }, { acting }) =>
    undoSale(acting, { carId: params.id }),
  ),
  operation(routes.markCarAsAvailable, async ({ params }, { acting }) =>
    undoSale(acting, { carId: params.id }),
  ),
  operation(routes.listCarsForSale, async ({ query }, { deps }) => listCarsForSale(deps, query)),
  operation(routes.listRecentlySold, async (_, { deps }) => listRecentlySold(deps)),
  operation(routes.getSalesSummary, async (_, { deps }) => getSalesSummary(deps)),
];
