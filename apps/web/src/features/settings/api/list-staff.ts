import { settingsRoutes } from '@car-rental/domain/contract/settings';
import { useQuery } from '@tanstack/react-query';
import { routeQuery } from '../../../lib/route-query.ts';

/** GET /api/users: every staff account, oldest first */
export const staffQuery = routeQuery(settingsRoutes.listStaff);

export function useStaff() {
  return useQuery(staffQuery);
}
