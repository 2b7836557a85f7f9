import { settingsRoutes } from '@car-rental/domain/contract/settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { afterWrite } from '../../../lib/route-query.ts';

/** POST /api/users/:id/disable or /enable */
export function setStaffDisabled({ id, disabled }: { id: string; disabled: boolean }) {
  const route = disabled ? settingsRoutes.disableStaff : settingsRoutes.enableStaff;
  return call(route, { params: { id } });
}

export function useSetStaffDisabled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setStaffDisabled,
    onSuccess: afterWrite(queryClient, settingsRoutes.disableStaff),
  });
}
