import { historyFilters } from '@car-rental/domain/contract/history';
import {
  BOM,
  csvFileName,
  fundCsvHeader,
  fundCsvLine,
  historyCsvHeader,
  historyCsvLine,
} from '@car-rental/domain/exports/csv';
import type { DemoFile, DemoRoute } from '../demo-context.ts';
import { compareTimeKeys, descending } from '../demo-paging.ts';
import { parseInput } from '../demo-problem.ts';
import { transactionView } from './fund.ts';
import { historyRows } from './history.ts';

/** newest first, ties by id: the order of the server's keyset batches */
const newestFirst = descending(compareTimeKeys);

function csvFile(fileName: string, text: string): DemoFile {
  return { fileName, contentType: 'text/csv; charset=utf-8', text };
}

/**
 * The CSV exports as files built from the demo state, in the server's format (the shared
 * packages/domain exports/csv.ts): the download link saves `text` as `fileName`.
 */
export const exportRoutes: DemoRoute[] = [
  {
    method: 'GET',
    path: '/history/export.csv',
    handle: (ctx, { query }) => {
      const filters = parseInput(historyFilters, query, 'querystring');
      const rows = historyRows(ctx, filters).sort((a, b) =>
        newestFirst({ key: a.date, id: a.id }, { key: b.date, id: b.id }),
      );
      const lines = rows.map((row) => {
        const sale = row.kind === 'sale' ? ctx.state.sales.find((s) => s.id === row.id) : null;
        return historyCsvLine(
          {
            kind: row.kind,
            date: row.date,
            brandName: row.brandName,
            modelName: row.modelName,
            plate: row.plate,
            year: row.year,
            color: row.color,
            customerName: row.customerName,
            totalDays: row.kind === 'rental' ? row.totalDays : null,
            distanceKm: row.kind === 'rental' ? row.distanceKm : null,
            amount: row.amount,
            chargesTotal: row.kind === 'rental' ? row.chargesTotal : 0,
            // the CSV states the sale's listed price as stored, even when equal to the price
            listedPrice: sale?.listedPrice ?? null,
          },
          ctx.timeZone,
        );
      });
      return csvFile(csvFileName('history', ctx.now), BOM + historyCsvHeader + lines.join(''));
    },
  },
  {
    method: 'GET',
    path: '/fund/export.csv',
    handle: (ctx) => {
      const { state } = ctx;
      const rows = [...state.fund].sort((a, b) =>
        newestFirst({ key: a.createdAt, id: a.id }, { key: b.createdAt, id: b.id }),
      );
      const lines = rows.map((row) => fundCsvLine(transactionView(state, row), ctx.timeZone));
      return csvFile(csvFileName('fund', ctx.now), BOM + fundCsvHeader + lines.join(''));
    },
  },
];
