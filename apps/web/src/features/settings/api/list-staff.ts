import type { StaffList } from '@car-rental/domain/contract/settings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** GET /api/users: every staff account, oldest first */
export function listStaff(signal?: AbortSignal) {
  return api.get<StaffList>('/users', undefined, signal);
}

export const staffQuery = queryOptions({
  queryKey: ['settings', 'staff'],
  queryFn: ({ signal }) => listStaff(signal),
});

export function useStaff() {
  return useQuery(staffQuery);
}
