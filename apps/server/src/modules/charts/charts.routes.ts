import { chartRoutes as routes } from '@car-rental/domain/contract/charts';
import { operation } from '../../lib/operation.ts';
import { chartsService } from './charts.service.ts';

export const chartOperations = [
  operation(routes.getRevenueByMonth, async (_, { deps }) => chartsService(deps).revenueByMonth()),
  operation(routes.getFundBalanceChart, async (_, { deps }) =>
    chartsService(deps).fundBalanceByDay(),
  ),
  operation(routes.getFleetUtilisation, async (_, { deps }) =>
    chartsService(deps).fleetUtilisationByWeek(),
  ),
];
