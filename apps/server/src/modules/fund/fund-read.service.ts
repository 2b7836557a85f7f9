import type { AppDeps } from '../../lib/deps.ts';
import { fundSummary, listFundTransactions } from './fund.repository.ts';

/** the Fund screen's reads: the balance and its figures, the entries a page at a time */
export function fundReadService(deps: AppDeps) {
  return {
    getFund: () => fundSummary(deps.db),
    listFundTransactions: (query: Parameters<typeof listFundTransactions>[1]) =>
      listFundTransactions(deps.db, query),
  };
}
