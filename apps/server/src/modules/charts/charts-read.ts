import type { AppDeps } from '../../lib/deps.ts';
import { fleetUtilisationByWeek, fundBalanceByDay, revenueByMonth } from './charts.repository.ts';

// The charts, on the business calendar (BUSINESS_TIMEZONE) as of now.

export function getRevenueByMonth(ctx: AppDeps) {
  return revenueByMonth(ctx.db, ctx.clock.now(), ctx.config.businessTimezone);
}

export function getFundBalanceChart(ctx: AppDeps) {
  return fundBalanceByDay(ctx.db, ctx.clock.now(), ctx.config.businessTimezone);
}

export function getFleetUtilisation(ctx: AppDeps) {
  return fleetUtilisationByWeek(ctx.db, ctx.clock.now(), ctx.config.businessTimezone);
}
