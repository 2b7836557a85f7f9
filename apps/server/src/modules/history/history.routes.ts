import { historyRoutes as routes } from '@car-rental/domain/contract/history';
import type { Api, AppDeps } from '../../lib/deps.ts';
import { fromTable } from '../../lib/route.ts';
import {
  readHistory,
  readHistorySummary,
  readRentalDetails,
  readSaleDetails,
} from './history.service.ts';

export function registerHistoryRoutes(api: Api, deps: AppDeps): void {
  api.route({
    ...fromTable(routes.listHistory),
    handler: async (request) => readHistory(deps, request.query),
  });
  api.route({
    ...fromTable(routes.getHistorySummary),
    handler: async (request) => readHistorySummary(deps, request.query),
  });
  api.route({
    ...fromTable(routes.getRentalDetails),
    handler: async (request) => readRentalDetails(deps, request.params.id),
  });
  api.route({
    ...fromTable(routes.getSaleDetails),
    handler: async (request) => readSaleDetails(deps, request.params.id),
  });
}
