import type { AppDeps } from '../../lib/deps.ts';
import { fleetUtilisationByWeek, fundBalanceByDay, revenueByMonth } from './charts.repository.ts';

/** the charts, on the business calendar (BUSINESS_TIMEZONE) as of now */
export function chartsService(deps: AppDeps) {
  const tz = deps.config.businessTimezone;
  return {
    revenueByMonth: () => revenueByMonth(deps.db, deps.clock.now(), tz),
    fundBalanceByDay: () => fundBalanceByDay(deps.db, deps.clock.now(), tz),
    fleetUtilisationByWeek: () => fleetUtilisationByWeek(deps.db, deps.clock.now(), tz),
  };
}
