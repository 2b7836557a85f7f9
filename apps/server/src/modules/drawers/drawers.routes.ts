import { drawerRoutes as routes } from '@car-rental/domain/contract/drawers';
import { FileAnswer, operation } from '../../lib/operation.ts';
import { exportDrawersCsv, exportDrawersXlsx } from './drawer-exports.ts';
import { closeDrawer, getDrawer, listDrawerMonth, reopenDrawer } from './drawers.ts';
import { printCloseReport } from './print-close-report.ts';

export const drawerOperations = [
  operation(routes.getDrawer, async ({ params }, { acting }) => getDrawer(acting, params)),
  operation(routes.closeDrawer, async ({ params, body }, { acting }) =>
    closeDrawer(acting, params, body),
  ),
  operation(routes.reopenDrawer, async ({ params, body }, { acting }) =>
    reopenDrawer(acting, params, body),
  ),
  operation(routes.listDrawerMonth, async ({ query }, { deps }) => listDrawerMonth(deps, query)),
  operation(routes.getDrawerReportPdf, async ({ params, query }, { acting }) => {
    const { name, bytes } = await printCloseReport(acting, { ...params, language: query.lang });
    return new FileAnswer({
      contentType: 'application/pdf',
      body: bytes,
      download: name,
      cacheControl: 'private, no-store',
    });
  }),
  operation(routes.exportDrawersCsv, async ({ query }, { deps }) => exportDrawersCsv(deps, query)),
  operation(routes.exportDrawersXlsx, async ({ query }, { deps }) =>
    exportDrawersXlsx(deps, query),
  ),
];
