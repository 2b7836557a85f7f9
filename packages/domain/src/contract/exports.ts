import { historyFilters } from './history.ts';
import { defineRoute } from './route.ts';

/** the CSV files: streamed, so they declare no answer schema */
export const exportRoutes = {
  exportHistoryCsv: defineRoute({
    method: 'GET',
    path: '/history/export.csv',
    operationId: 'exportHistoryCsv',
    tags: ['exports', 'history'],
    summary:
      'Transaction history under the same filters as the list, as CSV (UTF-8 BOM, ";", amounts in DA, ISO times), streamed',
    query: historyFilters,
    status: 200,
  }),
  exportFundCsv: defineRoute({
    method: 'GET',
    path: '/fund/export.csv',
    operationId: 'exportFundCsv',
    tags: ['exports', 'fund'],
    summary: 'Every fund transaction as CSV (UTF-8 BOM, ";", amounts in DA, ISO times), streamed',
    status: 200,
  }),
};
