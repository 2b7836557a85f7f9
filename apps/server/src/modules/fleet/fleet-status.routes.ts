import { fleetStatusRoutes as routes } from '@car-rental/domain/contract/fleet-status';
import { operation } from '../../lib/operation.ts';
import {
  getServiceSchedules,
  readCarReminders,
  readFleet,
  setCarServiceSchedules,
  updateServiceSchedules,
} from './fleet-status.ts';

export const fleetStatusOperations = [
  operation(routes.getFleet, async ({ query }, { deps }) => readFleet(deps, query)),
  operation(routes.getCarReminders, async ({ params }, { deps }) =>
    readCarReminders(deps, params.id),
  ),
  operation(routes.getServiceSchedules, async (_, { deps }) => getServiceSchedules(deps)),
  operation(routes.updateServiceSchedules, async ({ body }, { acting }) =>
    updateServiceSchedules(acting, body),
  ),
  operation(routes.setCarServiceSchedules, async ({ params, body }, { acting }) =>
    setCarServiceSchedules(acting, { carId: params.id, body }),
  ),
];
