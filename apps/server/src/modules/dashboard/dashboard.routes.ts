import { dashboardRoutes as routes } from '@car-rental/domain/contract/dashboard';
import { operation } from '../../lib/operation.ts';
import { getDashboard } from './dashboard-read.ts';

export const dashboardOperations = [
  operation(routes.getDashboard, async (_, { deps }) => getDashboard(deps)),
];
