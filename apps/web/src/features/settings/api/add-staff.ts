import { authRoutes, type RegisterBody } from '@car-rental/domain/contract/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { afterWrite } from '../../../lib/route-query.ts';

/** POST /api/auth/users: the spec's register, for signed-in staff */
export function addStaff(body: RegisterBody) {
  return call(authRoutes.register, { body });
}

export function useAddStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addStaff,
    onSuccess: afterWrite(queryClient, authRoutes.register),
  });
}
