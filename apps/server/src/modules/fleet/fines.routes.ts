import { fineRoutes as routes } from '@car-rental/domain/contract/fines';
import { operation } from '../../lib/operation.ts';
import { addCarFine, deleteCarFine, listCarFines, matchCarFine, recoverCarFine } from './fines.ts';

export const fineOperations = [
  operation(routes.listCarFines, async ({ params }, { deps }) => listCarFines(deps, params.id)),
  operation(routes.matchCarFine, async ({ params, query }, { deps }) =>
    matchCarFine(deps, params.id, query.at),
  ),
  operation(routes.addCarFine, async ({ params, body }, { acting }) =>
    addCarFine(acting, { carId: params.id, body }),
  ),
  operation(routes.recoverCarFine, async ({ params, body }, { acting }) =>
    recoverCarFine(acting, { carId: params.id, fineId: params.fineId, body }),
  ),
  operation(routes.deleteCarFine, async ({ params }, { acting }) =>
    deleteCarFine(acting, { carId: params.id, fineId: params.fineId }),
  ),
];
