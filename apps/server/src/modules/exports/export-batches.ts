import type { FundTransaction } from '@car-rental/domain/contract/fund';
import type { HistoryFilters } from '@car-rental/domain/contract/history';
import { BOM, csvHeader, csvLine } from '@car-rental/domain/exports/csv';
import type { ExportTable, HistoryExportRecord } from '@car-rental/domain/exports/export-tables';
import { periodStart } from '@car-rental/domain/time/period-start';
import type { AppDeps } from '../../lib/deps.ts';
import { listFundTransactions } from '../fund/fund.repository.ts';
import { type ExportKey, historyExportBatch } from './exports.repository.ts';

/** rows per query: memory stays bounded by one batch whatever the table's size */
export const EXPORT_BATCH = 1000;

/**
 * Transaction history under the screen's filters, newest first, one keyset batch at a
 * time: the next batch is read only when the file's reader has taken the previous one.
 */
export async function* historyBatches(
  deps: AppDeps,
  filters: HistoryFilters,
): AsyncGenerator<HistoryExportRecord[]> {
  const timeZone = deps.config.businessTimezone;
  const since =
    filters.period === 'all' ? null : periodStart(filters.period, deps.clock.now(), timeZone);
  const where = { type: filters.type, since, search: filters.q || undefined };
  let after: ExportKey | undefined;
  for (;;) {
    const rows = await historyExportBatch(deps.db, where, after, EXPORT_BATCH);
    yield rows.map((row) => ({ ...row, date: row.dateKey }));
    const last = rows[rows.length - 1];
    if (!last || rows.length < EXPORT_BATCH) return;
    after = { dateKey: last.dateKey, id: last.id };
  }
}

/** every fund transaction, newest first, one keyset batch at a time */
export async function* fundBatches(deps: AppDeps): AsyncGenerator<FundTransaction[]> {
  let cursor: string | undefined;
  do {
    const page = await listFundTransactions(deps.db, { cursor, limit: EXPORT_BATCH });
    yield page.items;
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
}

/** a table as CSV text, one chunk per batch; the header goes with the first batch, so nothing is sent before the first query answers */
export async function* csvChunks<Row>(
  table: ExportTable<Row>,
  batches: AsyncIterable<Row[]>,
  timeZone: string,
): AsyncGenerator<string> {
  let head = BOM + csvHeader(table as ExportTable<unknown>);
  for await (const batch of batches) {
    yield head + batch.map((row) => csvLine(table, row, timeZone)).join('');
    head = '';
  }
}
