import { boardRoutes as routes } from '@car-rental/domain/contract/board';
import type { FastifyRequest } from 'fastify';
import { actingFor } from '../../lib/actor.ts';
import type { Api, AppDeps } from '../../lib/deps.ts';
import { fromTable } from '../../lib/route.ts';
import { boardService } from './board.service.ts';

export function registerBoardRoutes(api: Api, deps: AppDeps): void {
  const reads = boardService(deps);
  /** the write use cases, acting for the request's user */
  const blocks = (request: FastifyRequest) => boardService(actingFor(deps, request));
  api.route({
    ...fromTable(routes.getPlanningBoard),
    handler: async (request) => reads.getPlanningBoard(request.query),
  });
  api.route({
    ...fromTable(routes.addCarBlock),
    handler: async (request, reply) =>
      reply.code(201).send(await blocks(request).addCarBlock(request.params.id, request.body)),
  });
  api.route({
    ...fromTable(routes.removeCarBlock),
    handler: async (request) =>
      blocks(request).removeCarBlock(request.params.id, request.params.blockId),
  });
}
