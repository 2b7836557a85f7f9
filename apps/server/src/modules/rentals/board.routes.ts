import { boardRoutes as routes } from '@car-rental/domain/contract/board';
import { operation } from '../../lib/operation.ts';
import { addCarBlock } from './add-car-block.ts';
import { getPlanningBoard } from './board-read.ts';
import { removeCarBlock } from './remove-car-block.ts';

export const boardOperations = [
  operation(routes.getPlanningBoard, async ({ query }, { deps }) => getPlanningBoard(deps, query)),
  operation(routes.addCarBlock, async ({ params, body }, { acting }) =>
    addCarBlock(acting, { carId: params.id, body }),
  ),
  operation(routes.removeCarBlock, async ({ params }, { acting }) =>
    removeCarBlock(acting, { carId: params.id, blockId: params.blockId }),
  ),
];
