import {
  type CloseDrawerInput,
  type DrawerParams,
  drawerRoutes,
} from '@car-rental/domain/contract/drawers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { afterDrawerWrite } from './get-drawer.ts';

export type CloseDrawerRequest = CloseDrawerInput & DrawerParams;

/** POST /api/drawers/:userId/:day/close: the count; a difference needs its reason */
export function closeDrawer({ userId, day, ...body }: CloseDrawerRequest) {
  return call(drawerRoutes.closeDrawer, { params: { userId, day }, body });
}

export function useCloseDrawer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closeDrawer,
    onSuccess: afterDrawerWrite(queryClient, drawerRoutes.closeDrawer),
  });
}
