import {
  fleetUtilisation,
  fundBalanceChart,
  revenueByMonth,
} from '@car-rental/domain/contract/charts';
import type { Api, AppDeps } from '../../lib/deps.ts';
import {
  fleetUtilisationByWeek,
  fundBalanceByDay,
  revenueByMonth as readRevenue,
} from './charts.repository.ts';

const tags = ['charts'];

export function registerChartRoutes(api: Api, deps: AppDeps): void {
  const now = () => deps.clock.now();
  const tz = deps.config.businessTimezone;

  api.get(
    '/charts/revenue-by-month',
    {
      schema: {
        operationId: 'getRevenueByMonth',
        tags,
        summary:
          'Dashboard chart: rental and sales revenue per month, last 12 months on the business calendar',
        response: { 200: revenueByMonth },
      },
    },
    async () => readRevenue(deps.db, now(), tz),
  );

  api.get(
    '/charts/fund-balance',
    {
      schema: {
        operationId: 'getFundBalanceChart',
        tags,
        summary: 'Fund chart: the closing balance of each of the last 90 days',
        response: { 200: fundBalanceChart },
      },
    },
    async () => fundBalanceByDay(deps.db, now(), tz),
  );

  api.get(
    '/charts/fleet-utilisation',
    {
      schema: {
        operationId: 'getFleetUtilisation',
        tags,
        summary:
          'Rental dashboard chart: rented car-hours / rentable car-hours per week (Monday first), last 12 weeks',
        response: { 200: fleetUtilisation },
      },
    },
    async () => fleetUtilisationByWeek(deps.db, now(), tz),
  );
}
