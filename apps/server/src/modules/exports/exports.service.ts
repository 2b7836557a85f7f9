import type { HistoryFilters } from '@car-rental/domain/contract/history';
import {
  BOM,
  fundCsvHeader,
  fundCsvLine,
  historyCsvHeader,
  historyCsvLine,
} from '@car-rental/domain/exports/csv';
import { periodStart } from '@car-rental/domain/time/period-start';
import type { AppDeps } from '../../lib/deps.ts';
import { listFundTransactions } from '../fund/fund.repository.ts';
import { type ExportKey, historyExportBatch } from './exports.repository.ts';

/** rows per query: memory stays bounded by one batch whatever the table's size */
export const EXPORT_BATCH = 1000;

/**
 * Transaction history under the screen's filters, newest first, one keyset batch at a
 * time: the next batch is read only when the client has taken the previous one.
 */
export async function* historyCsv(deps: AppDeps, filters: HistoryFilters): AsyncGenerator<string> {
  const timeZone = deps.config.businessTimezone;
  const since =
    filters.period === 'all' ? null : periodStart(filters.period, deps.clock.now(), timeZone);
  const where = { type: filters.type, since, search: filters.q || undefined };
  // the header goes with the first batch: nothing is sent before the first query answers
  let head = BOM + historyCsvHeader;
  let after: ExportKey | undefined;
  for (;;) {
    const rows = await historyExportBatch(deps.db, where, after, EXPORT_BATCH);
    yield head +
      rows.map((row) => historyCsvLine({ ...row, date: row.dateKey }, timeZone)).join('');
    head = '';
    const last = rows[rows.length - 1];
    if (!last || rows.length < EXPORT_BATCH) return;
    after = { dateKey: last.dateKey, id: last.id };
  }
}

/** every fund transaction, newest first, one keyset batch at a time */
export async function* fundCsv(deps: AppDeps): AsyncGenerator<string> {
  const timeZone = deps.config.businessTimezone;
  // the header goes with the first batch: nothing is sent before the first query answers
  let head = BOM + fundCsvHeader;
  let cursor: string | undefined;
  do {
    const page = await listFundTransactions(deps.db, { cursor, limit: EXPORT_BATCH });
    yield head + page.items.map((t) => fundCsvLine(t, timeZone)).join('');
    head = '';
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
}
