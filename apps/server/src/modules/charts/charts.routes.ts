import { chartRoutes as routes } from '@car-rental/domain/contract/charts';
import type { Api, AppDeps } from '../../lib/deps.ts';
import { fromTable } from '../../lib/route.ts';
import { chartsService } from './charts.service.ts';

export function registerChartRoutes(api: Api, deps: AppDeps): void {
  const charts = chartsService(deps);
  api.route({
    ...fromTable(routes.getRevenueByMonth),
    handler: async () => charts.revenueByMonth(),
  });
  api.route({
    ...fromTable(routes.getFundBalanceChart),
    handler: async () => charts.fundBalanceByDay(),
  });
  api.route({
    ...fromTable(routes.getFleetUtilisation),
    handler: async () => charts.fleetUtilisationByWeek(),
  });
}
