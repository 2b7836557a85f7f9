import {
  type DrawerParams,
  drawerRoutes,
  type ReopenDrawerInput,
} from '@car-rental/domain/contract/drawers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { afterDrawerWrite } from './get-drawer.ts';

export type ReopenDrawerRequest = ReopenDrawerInput & DrawerParams;

/** POST /api/drawers/:userId/:day/reopen: owners, with the reason (audited) */
export function reopenDrawer({ userId, day, ...body }: ReopenDrawerRequest) {
  return call(drawerRoutes.reopenDrawer, { params: { userId, day }, body });
}

export function useReopenDrawer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reopenDrawer,
    onSuccess: afterDrawerWrite(queryClient, drawerRoutes.reopenDrawer),
  });
}
