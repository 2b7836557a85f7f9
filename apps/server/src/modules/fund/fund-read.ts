import type { AppDeps } from '../../lib/deps.ts';
import { fundCards, fundTransactionPage } from './fund-lists.repository.ts';

// The Fund screen's reads: the balance and its figures, the entries a page at a time.

export function getFund(ctx: AppDeps) {
  return fundCards(ctx.db);
}

export function listFundTransactions(
  ctx: AppDeps,
  query: Parameters<typeof fundTransactionPage>[1],
) {
  return fundTransactionPage(ctx.db, query);
}
