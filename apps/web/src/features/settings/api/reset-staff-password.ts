import { settingsRoutes } from '@car-rental/domain/contract/settings';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

/** POST /api/users/:id/reset-password: a temporary password, answered once */
export function resetStaffPassword(id: string) {
  return call(settingsRoutes.resetStaffPassword, { params: { id } });
}

export function useResetStaffPassword() {
  return useMutation({ mutationFn: resetStaffPassword });
}
