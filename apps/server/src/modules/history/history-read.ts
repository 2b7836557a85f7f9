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
import { keptRoute, minuteOf } from '../../lib/kept-until-write.ts';
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
 * The history's pages and cards (decision 0050), kept per server by their filters, search,
 * cursor and size until a write on a rental, a sale, a car or a brand commits (on any server)
 * or a minute passes. A period (the last week, month, year: a window that moves with the
 * clock) keys on the clock's minute, and its window is the first reader's of that minute.
 */
const keptPages = keptRoute<JsonText<HistoryPage>>(historyRoutes.listHistory, 200);
const keptSummaries = keptRoute<JsonText<HistorySummary>>(historyRoutes.getHistorySummary, 200);

/** the key of what the filters select: the period by the clock's minute, not its instant */
function filterKey(deps: AppDeps, filters: HistoryFilters) {
  const minute = filters.period === 'all' ? null : minuteOf(deps.clock.now());
  return [filters.type, filters.period, minute, filters.q || null];
}

/** listHistory: a page of finished rentals and sales, and how many records match */
export function readHistory(deps: AppDeps, query: HistoryQuery): Promise<JsonText<HistoryPage>> {
  const key = JSON.stringify([...filterKey(deps, query), query.cursor ?? null, query.limit]);
  return keptPages(deps.events, key, () =>
    historyPage(
      deps.db,
      { ...whereOf(deps, query), after: decodeTimeCursor(query.cursor) },
      query.limit,
    ),
  );
}

export function readHistorySummary(
  deps: AppDeps,
  filters: HistoryFilters,
): Promise<JsonText<HistorySummary>> {
  return keptSummaries(deps.events, JSON.stringify(filterKey(deps, filters)), () =>
    historySummary(deps.db, whereOf(deps, filters)),
  );
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
