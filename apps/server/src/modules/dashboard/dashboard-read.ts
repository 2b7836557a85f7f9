import type { DashboardView } from '@car-rental/domain/contract/dashboard';
import type { AppDeps } from '../../lib/deps.ts';
import type { JsonText } from '../../lib/json-text.ts';
import { KEPT_MAX_AGE_MS, keptUntilWrite } from '../../lib/kept-until-write.ts';
import { readDashboard } from './dashboard.repository.ts';

/**
 * The Dashboard's answer text, kept per server until a write on what it shows commits (on any
 * server) or 60 s pass (decision 0050): its figures and lists read cars, their brands and
 * suppliers, the rental out and the sale; no clock, no role. The fund's summary columns are
 * not among its figures, so a fund write alone leaves it.
 */
const keptDashboard = keptUntilWrite<JsonText<DashboardView>>({
  topics: ['brands', 'suppliers', 'cars', 'rentals', 'sales'],
  maxAgeMs: KEPT_MAX_AGE_MS,
  maxEntries: 1,
});

/** the Dashboard's figures and short lists */
export function getDashboard(ctx: AppDeps) {
  return keptDashboard(ctx.events, 'dashboard', () => readDashboard(ctx.db));
}
