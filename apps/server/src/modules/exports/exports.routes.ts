import { exportRoutes as routes } from '@car-rental/domain/contract/exports';
import {
  type ExportTable,
  exportFileName,
  fundTable,
  historyTable,
} from '@car-rental/domain/exports/export-tables';
import type { Language } from '@car-rental/domain/i18n/languages';
import type { FastifyReply } from 'fastify';
import type { Api, AppDeps } from '../../lib/deps.ts';
import { fromTable } from '../../lib/route.ts';
import { csvChunks, fundBatches, historyBatches } from './exports.service.ts';
import { xlsxChunks } from './xlsx-writer.ts';

const CSV_TYPE = 'text/csv; charset=utf-8';
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Sends a file as it is made. The first chunk (the first batch read) is made before the
 * answer starts, so a query the database refuses is still answered as a problem, not with
 * a file cut short.
 */
async function sendFile(
  reply: FastifyReply,
  name: string,
  contentType: string,
  chunks: AsyncGenerator<string | Uint8Array>,
) {
  const first = await chunks.next();
  const encoder = new TextEncoder();
  const bytes = (chunk: string | Uint8Array) =>
    typeof chunk === 'string' ? encoder.encode(chunk) : chunk;
  // a web stream: Fastify sends it as it is read, and the demo's dispatcher reads it whole
  const file = new ReadableStream<Uint8Array>({
    start(controller) {
      if (!first.done) controller.enqueue(bytes(first.value));
    },
    async pull(controller) {
      const next = await chunks.next();
      if (next.done) controller.close();
      else controller.enqueue(bytes(next.value));
    },
    async cancel() {
      await chunks.return(undefined);
    },
  });
  return reply
    .type(contentType)
    .header('content-disposition', `attachment; filename="${name}"`)
    .header('cache-control', 'private, no-store')
    .send(file);
}

export function registerExportRoutes(api: Api, deps: AppDeps): void {
  const timeZone = deps.config.businessTimezone;
  const csv = <Row>(reply: FastifyReply, table: ExportTable<Row>, batches: AsyncGenerator<Row[]>) =>
    sendFile(
      reply,
      exportFileName(table.name, 'csv', deps.clock.now()),
      CSV_TYPE,
      csvChunks(table, batches, timeZone),
    );
  const xlsx = <Row>(
    reply: FastifyReply,
    table: ExportTable<Row>,
    batches: AsyncGenerator<Row[]>,
    language: Language,
  ) => {
    const now = deps.clock.now();
    return sendFile(
      reply,
      exportFileName(table.name, 'xlsx', now),
      XLSX_TYPE,
      xlsxChunks(table, batches, { timeZone, language, now }),
    );
  };

  api.route({
    ...fromTable(routes.exportHistoryCsv),
    handler: async (request, reply) =>
      csv(reply, historyTable(request.query.lang), historyBatches(deps, request.query)),
  });
  api.route({
    ...fromTable(routes.exportFundCsv),
    handler: async (request, reply) => csv(reply, fundTable(request.query.lang), fundBatches(deps)),
  });
  api.route({
    ...fromTable(routes.exportHistoryXlsx),
    handler: async (request, reply) =>
      xlsx(
        reply,
        historyTable(request.query.lang),
        historyBatches(deps, request.query),
        request.query.lang,
      ),
  });
  api.route({
    ...fromTable(routes.exportFundXlsx),
    handler: async (request, reply) =>
      xlsx(reply, fundTable(request.query.lang), fundBatches(deps), request.query.lang),
  });
}
