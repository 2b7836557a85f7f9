import type { AppDeps } from '../../lib/deps.ts';
import { readDashboard } from './dashboard.repository.ts';

/** the Dashboard's figures and short lists */
export function dashboardService(deps: AppDeps) {
  return { getDashboard: () => readDashboard(deps.db) };
}
