import type { AppDeps } from '../../lib/deps.ts';
import { listCarsForSale, listRecentlySold, salesSummary } from './sales.repository.ts';

/** the Car Sales screen's reads */
export function salesReadService(deps: AppDeps) {
  return {
    listCarsForSale: (query: Parameters<typeof listCarsForSale>[1]) =>
      listCarsForSale(deps.db, query),
    listRecentlySold: async () => ({ items: await listRecentlySold(deps.db) }),
    getSalesSummary: () => salesSummary(deps.db),
  };
}
