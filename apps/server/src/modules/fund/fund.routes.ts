import { fundRoutes as routes } from '@car-rental/domain/contract/fund';
import { actingFor } from '../../lib/actor.ts';
import type { Api, AppDeps } from '../../lib/deps.ts';
import { fromTable } from '../../lib/route.ts';
import { sessionOf } from '../auth/auth-hook.ts';
import { getTotalBenefit, lockBenefit, unlockBenefit } from './benefit.service.ts';
import { addFundTransaction, deleteFundTransaction } from './fund.service.ts';
import { fundReadService } from './fund-read.service.ts';

export function registerFundRoutes(api: Api, deps: AppDeps): void {
  const reads = fundReadService(deps);
  api.route({
    ...fromTable(routes.getFund),
    handler: async () => reads.getFund(),
  });
  api.route({
    ...fromTable(routes.listFundTransactions),
    handler: async (request) => reads.listFundTransactions(request.query),
  });
  api.route({
    ...fromTable(routes.addFundTransaction),
    handler: async (request, reply) =>
      reply.code(201).send(await addFundTransaction(actingFor(deps, request), request.body)),
  });
  api.route({
    ...fromTable(routes.deleteFundTransaction),
    handler: async (request) => {
      await deleteFundTransaction(actingFor(deps, request), request.params.id);
      return { ok: true as const };
    },
  });
  api.route({
    ...fromTable(routes.unlockBenefit),
    handler: async (request) =>
      unlockBenefit(actingFor(deps, request), sessionOf(request), request.body.pin),
  });
  api.route({
    ...fromTable(routes.getTotalBenefit),
    handler: async (request) => getTotalBenefit(deps, sessionOf(request)),
  });
  api.route({
    ...fromTable(routes.lockBenefit),
    handler: async (request) => {
      await lockBenefit(actingFor(deps, request), sessionOf(request));
      return { ok: true as const };
    },
  });
}
