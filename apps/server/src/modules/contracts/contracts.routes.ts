import { contractRoutes as routes } from '@car-rental/domain/contract/inspections';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { actingFor } from '../../lib/actor.ts';
import type { Api, AppDeps } from '../../lib/deps.ts';
import { fromTable } from '../../lib/route.ts';
import { contractsService } from './contracts.service.ts';

/** a PDF download: never cached (it holds a customer's file and signature) */
function sendPdf(reply: FastifyReply, name: string, bytes: Uint8Array) {
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${name}.pdf"`)
    .header('cache-control', 'private, no-store')
    .send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
}

export function registerContractRoutes(api: Api, deps: AppDeps): void {
  const reads = contractsService(deps);
  /** the write use cases, acting for the request's user */
  const writes = (request: FastifyRequest) => contractsService(actingFor(deps, request));
  api.route({
    ...fromTable(routes.checkOutRental),
    handler: async (request) => writes(request).checkOut(request.params.rentalId, request.body),
  });
  api.route({
    ...fromTable(routes.getRentalContract),
    handler: async (request) => reads.getContract(request.params.rentalId),
  });
  api.route({
    ...fromTable(routes.getContractPdf),
    handler: async (request, reply) => {
      const { params, query } = request;
      const { number, bytes } = await reads.contractPdf(params.rentalId, query.lang);
      return sendPdf(reply, number, bytes);
    },
  });
  api.route({
    ...fromTable(routes.getReceiptPdf),
    handler: async (request, reply) => {
      const { params, query } = request;
      const { number, bytes } = await reads.receiptPdf(params.rentalId, query.lang);
      return sendPdf(reply, `${number}-receipt`, bytes);
    },
  });
  api.route({
    ...fromTable(routes.listDepositsHeld),
    handler: async (request) => reads.depositsHeld(request.query.customerId),
  });
  api.route({
    ...fromTable(routes.getContractSettings),
    handler: async () => reads.getSettings(),
  });
  api.route({
    ...fromTable(routes.updateContractSettings),
    handler: async (request) => writes(request).updateSettings(request.body),
  });
  api.route({
    ...fromTable(routes.setCarContractTerms),
    handler: async (request) => writes(request).setCarTerms(request.params.id, request.body),
  });
}
