import { z } from 'zod';
import { languageSchema } from '../i18n/languages.ts';
import { historyFilters } from './history.ts';
import { defineRoute } from './route.ts';

/** the language of an export's headings and words (default English) */
export const exportLanguage = z.object({ lang: languageSchema.default('en') });

export const historyExportQuery = historyFilters.extend(exportLanguage.shape);
export type HistoryExportQuery = z.output<typeof historyExportQuery>;

const csvFormat =
  'CSV for a French-locale spreadsheet: UTF-8 BOM, ";", amounts in DA with a decimal comma, times dd/mm/yyyy hh:mm on the business clock, headings in `lang`';
const xlsxFormat =
  'Excel workbook: amounts are numbers in DA, times date-times on the business clock, a bold frozen heading row in `lang`, right to left in Arabic';

/** the export files: streamed, so they declare no answer schema */
export const exportRoutes = {
  exportHistoryCsv: defineRoute({
    method: 'GET',
    path: '/history/export.csv',
    operationId: 'exportHistoryCsv',
    tags: ['exports', 'history'],
    summary: `Transaction history under the same filters as the list, as ${csvFormat}; streamed`,
    query: historyExportQuery,
    status: 200,
  }),
  exportFundCsv: defineRoute({
    method: 'GET',
    path: '/fund/export.csv',
    operationId: 'exportFundCsv',
    tags: ['exports', 'fund'],
    summary: `Every fund transaction as ${csvFormat}; streamed`,
    query: exportLanguage,
    status: 200,
  }),
  exportHistoryXlsx: defineRoute({
    method: 'GET',
    path: '/history/export.xlsx',
    operationId: 'exportHistoryXlsx',
    tags: ['exports', 'history'],
    summary: `Transaction history under the same filters as the list, as an ${xlsxFormat}; streamed`,
    query: historyExportQuery,
    status: 200,
  }),
  exportFundXlsx: defineRoute({
    method: 'GET',
    path: '/fund/export.xlsx',
    operationId: 'exportFundXlsx',
    tags: ['exports', 'fund'],
    summary: `Every fund transaction as an ${xlsxFormat}; streamed`,
    query: exportLanguage,
    status: 200,
  }),
};
