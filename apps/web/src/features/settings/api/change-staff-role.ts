import type { Role } from '@car-rental/domain/auth/permissions';
import { settingsRoutes } from '@car-rental/domain/contract/settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { afterWrite } from '../../../lib/route-query.ts';

/** PUT /api/users/:id/role: owners only */
export function changeStaffRole({ id, role }: { id: string; role: Role }) {
  return call(settingsRoutes.changeStaffRole, { params: { id }, body: { role } });
}

export function useChangeStaffRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeStaffRole,
    onSuccess: afterWrite(queryClient, settingsRoutes.changeStaffRole),
  });
}
