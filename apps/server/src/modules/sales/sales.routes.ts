import { salesRoutes as routes } from '@car-rental/domain/contract/sales';
import { actingFor } from '../../lib/actor.ts';
import type { Api, AppDeps } from '../../lib/deps.ts';
import { fromTable } from '../../lib/route.ts';
import { sellCar, undoSale } from './sales.service.ts';
import { salesReadService } from './sales-read.service.ts';

export function registerSalesRoutes(api: Api, deps: AppDeps): void {
  const reads = salesReadService(deps);
  api.route({
    ...fromTable(routes.sellCar),
    handler: async (request, reply) =>
      reply
        .code(201)
        .send(await sellCar(actingFor(deps, request), request.params.id, request.body)),
  });
  api.route({
    ...fromTable(routes.deleteSaleHistory),
    handler: async (request) => undoSale(actingFor(deps, request), request.params.id),
  });
  api.route({
    ...fromTable(routes.markCarAsAvailable),
    handler: async (request) => undoSale(actingFor(deps, request), request.params.id),
  });
  api.route({
    ...fromTable(routes.listCarsForSale),
    handler: async (request) => reads.listCarsForSale(request.query),
  });
  api.route({
    ...fromTable(routes.listRecentlySold),
    handler: async () => reads.listRecentlySold(),
  });
  api.route({
    ...fromTable(routes.getSalesSummary),
    handler: async () => reads.getSalesSummary(),
  });
}
