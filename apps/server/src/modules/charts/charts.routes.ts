import { chartRoutes as routes } from '@car-rental/domain/contract/charts';
import { operation } from '../../lib/operation.ts';
import { getFleetUtilisation, getFundBalanceChart, getRevenueByMonth } from './charts-read.ts';

export const chartOperations = [
  operation(routes.getRevenueByMonth, async (_, { deps }) => getRevenueByMonth(deps)),
  operation(routes.getFundBalanceChart, async (_, { deps }) => getFundBalanceChart(deps)),
  operation(routes.getFleetUtilisation, async (_, { deps }) => getFleetUtilisation(deps)),
];
