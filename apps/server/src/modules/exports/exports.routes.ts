import { Readable } from 'node:stream';
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
  async function* file() {
    if (!first.done) yield first.value;
    yield* rows;
  }
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}"`)
    .header('cache-control', 'private, no-store')
    .send(Readable.from(file(), { objectMode: false }));
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
