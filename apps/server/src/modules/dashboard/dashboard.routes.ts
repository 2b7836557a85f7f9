import { dashboardRoutes as routes } from '@car-rental/domain/contract/dashboard';
import type { Api, AppDeps } from '../../lib/deps.ts';
import { fromTable } from '../../lib/route.ts';
import { dashboardService } from './dashboard.service.ts';

export function registerDashboardRoutes(api: Api, deps: AppDeps): void {
  api.route({
    ...fromTable(routes.getDashboard),
    handler: async () => dashboardService(deps).getDashboard(),
  });
}
