import type { HistoryFilters } from '@car-rental/domain/contract/history';
import { rentalFinalTotal } from '@car-rental/domain/history/record-figures';
import { periodStart } from '@car-rental/domain/time/period-start';
import type { AppDeps } from '../../lib/deps.ts';
import { listFundTransactions } from '../fund/fund.repository.ts';
import { BOM, csvAmount, csvNumber, csvRow, csvText, csvTime } from './csv.ts';
import { type ExportKey, type HistoryExportRow, historyExportBatch } from './exports.repository.ts';

/** rows per query: memory stays bounded by one batch whatever the table's size */
export const EXPORT_BATCH = 1000;

const historyHeader = [
  'Date',
  'Type',
  'Brand',
  'Model',
  'Plate',
  'Year',
  'Color',
  'Customer',
  'Days',
  'Distance (km)',
  'Amount (DA)',
  'Charges (DA)',
  'Final total (DA)',
  'Listed price (DA)',
];

function historyLine(row: HistoryExportRow, timeZone: string): string {
  const rental = row.kind === 'rental';
  return csvRow([
    csvTime(row.dateKey, timeZone),
    rental ? 'Rental' : 'Sale',
    csvText(row.brandName),
    csvText(row.modelName),
    csvText(row.plate),
    csvNumber(row.year),
    csvText(row.color),
    csvText(row.customerName),
    csvNumber(row.totalDays),
    csvNumber(row.distanceKm),
    csvAmount(row.amount),
    rental ? csvAmount(row.chargesTotal) : '',
    csvAmount(rental ? rentalFinalTotal(row.amount, [{ amount: row.chargesTotal }]) : row.amount),
    csvAmount(row.listedPrice),
  ]);
}

/**
 * Transaction history under the screen's filters, newest first, one keyset batch at a
 * time: the next batch is read only when the client has taken the previous one.
 */
export async function* historyCsv(deps: AppDeps, filters: HistoryFilters): AsyncGenerator<string> {
  const timeZone = deps.config.businessTimezone;
  const since =
    filters.period === 'all' ? null : periodStart(filters.period, deps.clock.now(), timeZone);
  const where = { type: filters.type, since, search: filters.q || undefined };
  yield BOM + csvRow(historyHeader);
  let after: ExportKey | undefined;
  for (;;) {
    const rows = await historyExportBatch(deps.db, where, after, EXPORT_BATCH);
    if (rows.length) yield rows.map((row) => historyLine(row, timeZone)).join('');
    const last = rows[rows.length - 1];
    if (!last || rows.length < EXPORT_BATCH) return;
    after = { dateKey: last.dateKey, id: last.id };
  }
}

const fundHeader = [
  'Date',
  'Type',
  'Category',
  'Description',
  'Supplier',
  'Amount (DA)',
  'Signed amount (DA)',
  'Source',
];

/** every fund transaction, newest first, one keyset batch at a time */
export async function* fundCsv(deps: AppDeps): AsyncGenerator<string> {
  const timeZone = deps.config.businessTimezone;
  yield BOM + csvRow(fundHeader);
  let cursor: string | undefined;
  do {
    const page = await listFundTransactions(deps.db, { cursor, limit: EXPORT_BATCH });
    yield page.items
      .map((t) =>
        csvRow([
          csvTime(t.timestamp, timeZone),
          t.type,
          csvText(t.category),
          csvText(t.description),
          csvText(t.supplierName),
          csvAmount(t.amount),
          csvAmount(t.type === 'add_money' ? t.amount : -t.amount),
          t.source,
        ]),
      )
      .join('');
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
}
