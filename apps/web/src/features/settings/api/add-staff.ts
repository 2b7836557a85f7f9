import type { RegisterBody, UserAnswer } from '@car-rental/domain/contract/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { staffQuery } from './list-staff.ts';

/** POST /api/auth/users: the spec's register, for signed-in staff */
export function addStaff(body: RegisterBody) {
  return api.post<UserAnswer>('/auth/users', body);
}

export function useAddStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addStaff,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffQuery.queryKey }),
  });
}
