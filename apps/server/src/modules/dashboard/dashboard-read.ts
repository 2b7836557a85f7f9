import type { AppDeps } from '../../lib/deps.ts';
import { readDashboard } from './dashboard.repository.ts';

/** the Dashboard's figures and short lists */
export function getDashboard(ctx: AppDeps) {
  return readDashboard(ctx.db);
}
