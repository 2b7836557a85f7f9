import { customerRoutes as routes } from '@car-rental/domain/contract/customers';
import { actingFor } from '../../lib/actor.ts';
import type { Api, AppDeps } from '../../lib/deps.ts';
import { fromTable } from '../../lib/route.ts';
import * as customers from './customers.service.ts';

export function registerCustomerRoutes(api: Api, deps: AppDeps): void {
  api.route({
    ...fromTable(routes.listCustomers),
    handler: async (request) => customers.listCustomers(deps, request.query),
  });
  api.route({
    ...fromTable(routes.getCustomer),
    handler: async (request) => customers.getCustomer(deps, request.params.id),
  });
  api.route({
    ...fromTable(routes.addCustomer),
    handler: async (request, reply) =>
      reply.code(201).send(await customers.addCustomer(actingFor(deps, request), request.body)),
  });
  api.route({
    ...fromTable(routes.updateCustomer),
    handler: async (request) =>
      customers.updateCustomer(actingFor(deps, request), request.params.id, request.body),
  });
  api.route({
    ...fromTable(routes.setCustomerDoNotRent),
    handler: async (request) =>
      customers.setDoNotRent(actingFor(deps, request), request.params.id, request.body),
  });
}
