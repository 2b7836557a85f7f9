import { boardRoutes as routes } from '@car-rental/domain/contract/board';
import { operation } from '../../lib/operation.ts';
import { boardService } from './board.service.ts';

export const boardOperations = [
  operation(routes.getPlanningBoard, async ({ query }, { deps }) =>
    boardService(deps).getPlanningBoard(query),
  ),
  operation(routes.addCarBlock, async ({ params, body }, { acting }) =>
    boardService(acting).addCarBlock(params.id, body),
  ),
  operation(routes.removeCarBlock, async ({ params }, { acting }) =>
    boardService(acting).removeCarBlock(params.id, params.blockId),
  ),
];
