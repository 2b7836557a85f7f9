import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { staffQuery } from './list-staff.ts';

/** POST /api/users/:id/disable or /enable */
export function setStaffDisabled({ id, disabled }: { id: string; disabled: boolean }) {
  return api.post<{ ok: true }>(`/users/${id}/${disabled ? 'disable' : 'enable'}`);
}

export function useSetStaffDisabled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setStaffDisabled,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffQuery.queryKey }),
  });
}
