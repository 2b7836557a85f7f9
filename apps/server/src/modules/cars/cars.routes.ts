import { carRoutes as routes } from '@car-rental/domain/contract/cars';
import { actingFor } from '../../lib/actor.ts';
import type { Api, AppDeps } from '../../lib/deps.ts';
import { fromTable } from '../../lib/route.ts';
import * as cars from './cars.service.ts';
import { registerGarageRoutes } from './garage.routes.ts';

export function registerCarRoutes(api: Api, deps: AppDeps): void {
  api.route({
    ...fromTable(routes.addCar),
    handler: async (request, reply) =>
      reply.code(201).send(await cars.addCar(actingFor(deps, request), request.body)),
  });
  api.route({
    ...fromTable(routes.getCar),
    handler: async (request) => cars.getCar(deps, request.params.id),
  });
  api.route({
    ...fromTable(routes.updateCar),
    handler: async (request) =>
      cars.updateCar(actingFor(deps, request), request.params.id, request.body),
  });
  api.route({
    ...fromTable(routes.deleteCar),
    handler: async (request) => cars.deleteCar(actingFor(deps, request), request.params.id),
  });
  api.route({
    ...fromTable(routes.setCarPaid),
    handler: async (request) =>
      cars.setCarPaid(
        actingFor(deps, request),
        request.params.id,
        request.body.isPaid,
        request.body.settledBy,
      ),
  });
  api.route({
    ...fromTable(routes.markForSale),
    handler: async (request) => cars.markForSale(actingFor(deps, request), request.params.id),
  });
  api.route({
    ...fromTable(routes.removeFromSale),
    handler: async (request) => cars.removeFromSale(actingFor(deps, request), request.params.id),
  });

  registerGarageRoutes(api, deps);
}
