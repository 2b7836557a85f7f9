import { settingsRoutes } from '@car-rental/domain/contract/settings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

/** GET /api/users: every staff account, oldest first */
export function listStaff(signal?: AbortSignal) {
  return call(settingsRoutes.listStaff, {}, { signal });
}

export const staffQuery = queryOptions({
  queryKey: ['settings', 'staff'],
  queryFn: ({ signal }) => listStaff(signal),
});

export function useStaff() {
  return useQuery(staffQuery);
}
