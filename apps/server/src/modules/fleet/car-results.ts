import {
  CAR_RESULT_RENTALS,
  type CarResults,
  carResultRoutes,
  type FleetReport,
  type FleetReportFilters,
  type FleetReportQuery,
  type FleetReportRow,
} from '@car-rental/domain/contract/car-results';
import { DomainError } from '@car-rental/domain/errors';
import { carResultFigures } from '@car-rental/domain/fleet/car-results';
import type { AppDeps } from '../../lib/deps.ts';
import type { JsonText } from '../../lib/json-text.ts';
import { keptAnswer, minuteOf } from '../../lib/kept-until-write.ts';
import { type RankedCar, readCarResults, readRankedCars } from './car-results.repository.ts';
import { rankedIds } from './fleet-ranking.ts';

/**
 * Issue 32 §5: what each car earned (decision 0042). The figures are the domain's
 * carResultFigures over the parts the repository reads: the car page and the report count
 * the same things the same way.
 */

/**
 * A car's results (decision 0050), kept per server by the car and the clock's minute (they
 * count up to now) until a write on cars, rentals, sales or the fund commits (on any server);
 * an unknown car is not kept
 */
const keptResults = keptAnswer<CarResults>(carResultRoutes.getCarResults, 500);

/** getCarResults: 404 for a car that does not exist (or was deleted) */
export function getCarResults(deps: AppDeps, carId: string): Promise<JsonText<CarResults>> {
  const now = deps.clock.now();
  return keptResults(deps.events, JSON.stringify([carId, minuteOf(now)]), async () => {
    const found = await readCarResults(deps.db, carId, now, CAR_RESULT_RENTALS);
    if (!found) throw new DomainError('car_not_found', 'details.carNotFound');
    const { parts, rentals } = found;
    return { carId, figures: { ...parts, ...carResultFigures(parts, now) }, rentals };
  });
}

function reportRow(car: RankedCar, now: Date): FleetReportRow {
  return { ...car, ...carResultFigures(car, now) };
}

/**
 * The Fleet report's pages (decision 0050), kept per server by their query and the clock's
 * minute (the figures count up to now) until a write on cars, rentals, sales or the fund
 * commits (on any server)
 */
const keptReport = keptAnswer<FleetReport>(carResultRoutes.getFleetReport, 200);

/** getFleetReport: one page of the ranking */
export function getFleetReport(
  deps: AppDeps,
  query: FleetReportQuery,
): Promise<JsonText<FleetReport>> {
  const now = deps.clock.now();
  return keptReport(deps.events, JSON.stringify([query, minuteOf(now)]), async () => {
    const { page, pageSize } = query;
    const offset = (page - 1) * pageSize;
    const { ids, total } = await rankedIds(deps, query, offset, pageSize);
    const cars = await readRankedCars(deps.db, ids, now, offset);
    return { items: cars.map((car) => reportRow(car, now)), total, page, pageSize };
  });
}

/** rows per query of the export's walk down the ranking */
const EXPORT_BATCH = 1000;

/** every car of the ranking, in its order, a batch at a time */
export async function* fleetReportRows(
  deps: AppDeps,
  filters: FleetReportFilters,
): AsyncGenerator<FleetReportRow[]> {
  const now = deps.clock.now();
  for (let offset = 0; ; offset += EXPORT_BATCH) {
    const { ids } = await rankedIds(deps, filters, offset, EXPORT_BATCH);
    const cars = await readRankedCars(deps.db, ids, now, offset);
    yield cars.map((car) => reportRow(car, now));
    if (cars.length < EXPORT_BATCH) return;
  }
}
