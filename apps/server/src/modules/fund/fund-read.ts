import type { AppDeps } from '../../lib/deps.ts';
import { fundSummary, listFundTransactions as listFundRows } from './fund.repository.ts';

// The Fund screen's reads: the balance and its figures, the entries a page at a time.

export function getFund(ctx: AppDeps) {
  return fundSummary(ctx.db);
}

export function listFundTransactions(ctx: AppDeps, query: Parameters<typeof listFundRows>[1]) {
  return listFundRows(ctx.db, query);
}
