import { fundRoutes } from '@car-rental/domain/contract/fund';
import type { AppDeps } from '../../lib/deps.ts';
import { keptRoute } from '../../lib/kept-until-write.ts';
import { fundCards, fundTransactionPage } from './fund-lists.repository.ts';

// The Fund screen's reads: the balance and its figures, the entries a page at a time.

type PageQuery = Parameters<typeof fundTransactionPage>[1];

/**
 * The entries' pages (decision 0050), kept per server by their cursor and size until a write
 * on the fund or a supplier commits (on any server) or a minute passes; no clock in them
 */
const keptPages = keptRoute<Awaited<ReturnType<typeof fundTransactionPage>>>(
  fundRoutes.listFundTransactions,
  200,
);

/**
 * The Fund cards, kept per server until a write on the fund commits (on any server) or a
 * minute passes: the balance, the charges, the count and the last entry's time are all the
 * entries' (decision 0050)
 */
const keptCards = keptRoute<Awaited<ReturnType<typeof fundCards>>>(fundRoutes.getFund, 1);

export function getFund(ctx: AppDeps) {
  return keptCards(ctx.events, 'cards', () => fundCards(ctx.db));
}

export function listFundTransactions(ctx: AppDeps, query: PageQuery) {
  return keptPages(ctx.events, JSON.stringify(query), () => fundTransactionPage(ctx.db, query));
}
