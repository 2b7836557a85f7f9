import { brandRoutes as routes } from '@car-rental/domain/contract/brands';
import { actingFor } from '../../lib/actor.ts';
import type { Api, AppDeps } from '../../lib/deps.ts';
import { fromTable } from '../../lib/route.ts';
import * as brands from './brands.service.ts';

export function registerBrandRoutes(api: Api, deps: AppDeps): void {
  api.route({
    ...fromTable(routes.listBrands),
    handler: async () => brands.listBrands(deps),
  });
  api.route({
    ...fromTable(routes.addBrand),
    handler: async (request, reply) =>
      reply.code(201).send(await brands.addBrand(actingFor(deps, request), request.body)),
  });
  api.route({
    ...fromTable(routes.addModel),
    handler: async (request, reply) =>
      reply
        .code(201)
        .send(await brands.addModel(actingFor(deps, request), request.params.id, request.body)),
  });
}
