import { exportRoutes as routes } from '@car-rental/domain/contract/exports';
import { csvFileName } from '@car-rental/domain/exports/csv';
import type { FastifyReply } from 'fastify';
import type { Api, AppDeps } from '../../lib/deps.ts';
import { fromTable } from '../../lib/route.ts';
import { fundCsv, historyCsv } from './exports.service.ts';

/**
 * Sends a CSV file as it is read. The first chunk (the header and the first batch) is read
 * before the answer starts, so a query the database refuses is still answered as a
 * problem, not with a file cut short.
 */
async function sendCsv(reply: FastifyReply, name: string, rows: AsyncGenerator<string>) {
  const first = await rows.next();
  const encoder = new TextEncoder();
  // a web stream: Fastify sends it as it is read, and the demo's dispatcher reads it whole
  const file = new ReadableStream<Uint8Array>({
    start(controller) {
      if (!first.done) controller.enqueue(encoder.encode(first.value));
    },
    async pull(controller) {
      const next = await rows.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value));
    },
    async cancel() {
      await rows.return(undefined);
    },
  });
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}"`)
    .header('cache-control', 'private, no-store')
    .send(file);
}

export function registerExportRoutes(api: Api, deps: AppDeps): void {
  api.route({
    ...fromTable(routes.exportHistoryCsv),
    handler: async (request, reply) =>
      sendCsv(reply, csvFileName('history', deps.clock.now()), historyCsv(deps, request.query)),
  });
  api.route({
    ...fromTable(routes.exportFundCsv),
    handler: async (_request, reply) =>
      sendCsv(reply, csvFileName('fund', deps.clock.now()), fundCsv(deps)),
  });
}
