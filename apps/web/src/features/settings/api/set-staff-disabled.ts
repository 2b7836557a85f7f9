import { settingsRoutes } from '@car-rental/domain/contract/settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { staffQuery } from './list-staff.ts';

/** POST /api/users/:id/disable or /enable */
export function setStaffDisabled({ id, disabled }: { id: string; disabled: boolean }) {
  const route = disabled ? settingsRoutes.disableStaff : settingsRoutes.enableStaff;
  return call(route, { params: { id } });
}

export function useSetStaffDisabled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setStaffDisabled,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffQuery.queryKey }),
  });
}
