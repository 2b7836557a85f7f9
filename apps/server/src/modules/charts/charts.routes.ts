import { chartRoutes as routes } from '@car-rental/domain/contract/charts';
import type { Api, AppDeps } from '../../lib/deps.ts';
import { fromTable } from '../../lib/route.ts';
import {
  fleetUtilisationByWeek,
  fundBalanceByDay,
  revenueByMonth as readRevenue,
} from './charts.repository.ts';

export function registerChartRoutes(api: Api, deps: AppDeps): void {
  const now = () => deps.clock.now();
  const tz = deps.config.businessTimezone;

  api.route({
    ...fromTable(routes.getRevenueByMonth),
    handler: async () => readRevenue(deps.db, now(), tz),
  });
  api.route({
    ...fromTable(routes.getFundBalanceChart),
    handler: async () => fundBalanceByDay(deps.db, now(), tz),
  });
  api.route({
    ...fromTable(routes.getFleetUtilisation),
    handler: async () => fleetUtilisationByWeek(deps.db, now(), tz),
  });
}
