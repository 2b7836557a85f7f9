import {
  type DrawerDay,
  type DrawerParams,
  drawerRoutes,
} from '@car-rental/domain/contract/drawers';
import { pathOf, type RouteSpec } from '@car-rental/domain/contract/route';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { documentUrl } from '../../../lib/document-url.ts';
import { isPendingAnswer } from '../../../lib/offline/pending-answer.ts';
import { afterWrite, routeQuery } from '../../../lib/route-query.ts';

/** GET /api/drawers/:userId/:day: one staff member's drawer of one business day */
export const drawerQuery = (userId: string, day: string) =>
  routeQuery(drawerRoutes.getDrawer, { params: { userId, day } });

export function useDrawer(userId: string | undefined, day: string) {
  return useQuery({ ...drawerQuery(userId ?? '', day), enabled: !!userId });
}

/** the close report (PDF) in the language of the person printing */
export const drawerReportUrl = (userId: string, day: string) =>
  documentUrl(pathOf(drawerRoutes.getDrawerReportPdf, { userId, day }));

/**
 * The onSuccess of a close or a reopen: the drawer they answer shown at once, and what else
 * the route changes (the fund, the month) fetched again.
 */
export function afterDrawerWrite(queryClient: QueryClient, route: RouteSpec) {
  const refetch = afterWrite(queryClient, route);
  return (answer: DrawerDay, { userId, day }: DrawerParams) => {
    if (!isPendingAnswer(answer))
      queryClient.setQueryData(drawerQuery(userId, day).queryKey, answer);
    refetch();
  };
}
