import type { TemporaryPasswordAnswer } from '@car-rental/domain/contract/settings';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** POST /api/users/:id/reset-password: a temporary password, answered once */
export function resetStaffPassword(id: string) {
  return api.post<TemporaryPasswordAnswer>(`/users/${id}/reset-password`);
}

export function useResetStaffPassword() {
  return useMutation({ mutationFn: resetStaffPassword });
}
