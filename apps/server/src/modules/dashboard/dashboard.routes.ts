import { dashboardView } from '@car-rental/domain/contract/dashboard';
import type { Api, AppDeps } from '../../lib/deps.ts';
import { readDashboard } from './dashboard.repository.ts';

export function registerDashboardRoutes(api: Api, deps: AppDeps): void {
  api.get(
    '/dashboard',
    {
      schema: {
        operationId: 'getDashboard',
        tags: ['dashboard'],
        summary: 'Stat cards, Recent Cars (last 4 unsold) and Sold Cars (last 8)',
        response: { 200: dashboardView },
      },
    },
    async () => readDashboard(deps.db),
  );
}
