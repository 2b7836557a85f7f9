import { historyRoutes as routes } from '@car-rental/domain/contract/history';
import { operation } from '../../lib/operation.ts';
import {
  readHistory,
  readHistorySummary,
  readRentalDetails,
  readSaleDetails,
} from './history-read.ts';

export const historyOperations = [
  operation(routes.listHistory, async ({ query }, { deps }) => readHistory(deps, query)),
  operation(routes.getHistorySummary, async ({ query }, { deps }) =>
    readHistorySummary(deps, query),
  ),
  operation(routes.getRentalDetails, async ({ params }, { deps }) =>
    readRentalDetails(deps, { id: params.id }),
  ),
  operation(routes.getSaleDetails, async ({ params }, { deps }) =>
    readSaleDetails(deps, { id: params.id }),
  ),
];
