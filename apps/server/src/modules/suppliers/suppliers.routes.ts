import { supplierRoutes as routes } from '@car-rental/domain/contract/suppliers';
import { actingFor } from '../../lib/actor.ts';
import type { Api, AppDeps } from '../../lib/deps.ts';
import { fromTable } from '../../lib/route.ts';
import * as suppliers from './suppliers.service.ts';

export function registerSupplierRoutes(api: Api, deps: AppDeps): void {
  api.route({
    ...fromTable(routes.listSuppliers),
    handler: async (request) => suppliers.listSuppliers(deps, request.query),
  });
  api.route({
    ...fromTable(routes.listSupplierChoices),
    handler: async () => suppliers.listSupplierChoices(deps),
  });
  api.route({
    ...fromTable(routes.addSupplier),
    handler: async (request, reply) =>
      reply.code(201).send(await suppliers.addSupplier(actingFor(deps, request), request.body)),
  });
  api.route({
    ...fromTable(routes.updateSupplier),
    handler: async (request) =>
      suppliers.updateSupplier(actingFor(deps, request), request.params.id, request.body),
  });
  api.route({
    ...fromTable(routes.deleteSupplier),
    handler: async (request) =>
      suppliers.deleteSupplier(actingFor(deps, request), request.params.id),
  });
  api.route({
    ...fromTable(routes.archiveSupplier),
    handler: async (request) =>
      suppliers.setSupplierArchived(actingFor(deps, request), request.params.id, true),
  });
  api.route({
    ...fromTable(routes.unarchiveSupplier),
    handler: async (request) =>
      suppliers.setSupplierArchived(actingFor(deps, request), request.params.id, false),
  });
}
