import { exportRoutes as routes } from '@car-rental/domain/contract/exports';
import {
  type ExportTable,
  exportFileName,
  fundTable,
  historyTable,
} from '@car-rental/domain/exports/export-tables';
import type { Language } from '@car-rental/domain/i18n/languages';
import type { AppDeps } from '../../lib/deps.ts';
import { FileAnswer, operation } from '../../lib/operation.ts';
import { csvChunks, fundBatches, historyBatches } from './export-batches.ts';
import { xlsxChunks } from './xlsx-writer.ts';

const CSV_TYPE = 'text/csv; charset=utf-8';
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * A file answered as it is made. The first chunk (the first batch read) is made before the
 * answer starts, so a query the database refuses is still answered as a problem, not with
 * a file cut short.
 */
async function fileOf(
  name: string,
  contentType: string,
  chunks: AsyncGenerator<string | Uint8Array>,
): Promise<FileAnswer> {
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
  return new FileAnswer({
    contentType,
    body: file,
    download: name,
    cacheControl: 'private, no-store',
  });
}

/** a table streamed as CSV (the Fleet report's file too) */
export const csv = <Row>(deps: AppDeps, table: ExportTable<Row>, batches: AsyncGenerator<Row[]>) =>
  fileOf(
    exportFileName(table.name, 'csv', deps.clock.now()),
    CSV_TYPE,
    csvChunks(table, batches, deps.config.businessTimezone),
  );

/** a table streamed as an Excel workbook */
export const xlsx = <Row>(
  deps: AppDeps,
  table: ExportTable<Row>,
  batches: AsyncGenerator<Row[]>,
  language: Language,
) => {
  const now = deps.clock.now();
  return fileOf(
    exportFileName(table.name, 'xlsx', now),
    XLSX_TYPE,
    xlsxChunks(table, batches, { timeZone: deps.config.businessTimezone, language, now }),
  );
};

export const exportOperations = [
  operation(routes.exportHistoryCsv, async ({ query }, { deps }) =>
    csv(deps, historyTable(query.lang), historyBatches(deps, query)),
  ),
  operation(routes.exportFundCsv, async ({ query }, { deps }) =>
    csv(deps, fundTable(query.lang), fundBatches(deps)),
  ),
  operation(routes.exportHistoryXlsx, async ({ query }, { deps }) =>
    xlsx(deps, historyTable(query.lang), historyBatches(deps, query), query.lang),
  ),
  operation(routes.exportFundXlsx, async ({ query }, { deps }) =>
    xlsx(deps, fundTable(query.lang), fundBatches(deps), query.lang),
  ),
];
