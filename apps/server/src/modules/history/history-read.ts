import {
  type HistoryFilters,
  type HistoryPage,
  type HistoryQuery,
  type HistorySummary,
  historyRoutes,
  type RentalDetails,
  type SaleDetails,
} from '@car-rental/domain/contract/history';
import { DomainError } from '@car-rental/domain/errors';
import { periodStart } from '@car-rental/domain/time/period-start';
import type { AppDeps } from '../../lib/deps.ts';
import type { JsonText } from '../../lib/json-text.ts';
import { keptRoute } from '../../lib/kept-until-write.ts';
import { decodeTimeCursor } from '../../lib/keyset-cursor.ts';
import { type HistoryWhere, historyPage, historySummary } from './history.repository.ts';
import { findRentalDetails, findSaleDetails } from './record-details.repository.ts';

function whereOf(deps: AppDeps, filters: HistoryFilters): HistoryWhere {
  const since =
    filters.period === 'all'
      ? null
      : periodStart(filters.period, deps.clock.now(), deps.config.businessTimezone);
  return { type: filters.type, since, search: filters.q || undefined };
}

/**
 * The history's pages and cards (decision 0050), kept per server by their filters (the period
 * as the day it starts on), search, cursor and size until a write on a rental, a sale, a car or
 * a brand commits (on any server) or a minute passes
 */
const keptPages = keptRoute<JsonText<HistoryPage>>(historyRoutes.listHistory, 200);
const keptSummaries = keptRoute<JsonText<HistorySummary>>(historyRoutes.getHistorySummary, 200);

/** listHistory: a page of finished rentals and sales, and how many records match */
export function readHistory(deps: AppDeps, query: HistoryQuery): Promise<JsonText<HistoryPage>> {
  const where = whereOf(deps, query);
  const key = JSON.stringify([where, query.cursor ?? null, query.limit]);
  return keptPages(deps.events, key, () =>
    historyPage(deps.db, { ...where, after: decodeTimeCursor(query.cursor) }, query.limit),
  );
}

export function readHistorySummary(
  deps: AppDeps,
  filters: HistoryFilters,
): Promise<JsonText<HistorySummary>> {
  const where = whereOf(deps, filters);
  return keptSummaries(deps.events, JSON.stringify(where), () => historySummary(deps.db, where));
}

export async function readRentalDetails(
  deps: AppDeps,
  { id }: { id: string },
): Promise<RentalDetails> {
  const details = await findRentalDetails(deps.db, id);
  if (!details) throw new DomainError('rental_not_found', 'details.rentalNotFound');
  return details;
}

export async function readSaleDetails(deps: AppDeps, { id }: { id: string }): Promise<SaleDetails> {
  const details = await findSaleDetails(deps.db, id);
  if (!details) throw new DomainError('sale_not_found', 'details.saleNotFound');
  return details;
}
