import { drawerRoutes as routes } from '@car-rental/domain/contract/drawers';
import { operation } from '../../lib/operation.ts';
import { closeDrawer, getDrawer, listDrawerMonth, reopenDrawer } from './drawers.ts';

export const drawerOperations = [
  operation(routes.getDrawer, async ({ params }, { acting }) => getDrawer(acting, params)),
  operation(routes.closeDrawer, async ({ params, body }, { acting }) =>
    closeDrawer(acting, params, body),
  ),
  operation(routes.reopenDrawer, async ({ params, body }, { acting }) =>
    reopenDrawer(acting, params, body),
  ),
  operation(routes.listDrawerMonth, async ({ query }, { deps }) => listDrawerMonth(deps, query)),
];
