import type {
  HistoryFilters,
  HistoryPage,
  HistoryQuery,
  HistorySummary,
  RentalDetails,
  SaleDetails,
} from '@car-rental/domain/contract/history';
import { DomainError } from '@car-rental/domain/errors';
import { periodStart } from '@car-rental/domain/time/period-start';
import type { AppDeps } from '../../lib/deps.ts';
import type { JsonText } from '../../lib/json-text.ts';
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

/** listHistory: a page of finished rentals and sales, and how many records match */
export function readHistory(deps: AppDeps, query: HistoryQuery): Promise<JsonText<HistoryPage>> {
  const after = decodeTimeCursor(query.cursor);
  return historyPage(deps.db, { ...whereOf(deps, query), after }, query.limit);
}

export function readHistorySummary(
  deps: AppDeps,
  filters: HistoryFilters,
): Promise<JsonText<HistorySummary>> {
  return historySummary(deps.db, whereOf(deps, filters));
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
