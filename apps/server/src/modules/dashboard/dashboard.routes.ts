import { dashboardRoutes as routes } from '@car-rental/domain/contract/dashboard';
import { operation } from '../../lib/operation.ts';
import { dashboardService } from './dashboard.service.ts';

export const dashboardOperations = [
  operation(routes.getDashboard, async (_, { deps }) => dashboardService(deps).getDashboard()),
];
