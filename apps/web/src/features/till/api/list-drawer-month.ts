import { drawerRoutes } from '@car-rental/domain/contract/drawers';
import { pathOf } from '@car-rental/domain/contract/route';
import { useQuery } from '@tanstack/react-query';
import { currentLanguage } from '../../../lib/i18n.ts';
import { routeQuery } from '../../../lib/route-query.ts';

/** GET /api/drawers?month=YYYY-MM: every drawer of the month, per staff member (managers) */
export const drawerMonthQuery = (month: string) =>
  routeQuery(drawerRoutes.listDrawerMonth, { query: { month } });

export function useDrawerMonth(month: string, enabled = true) {
  return useQuery({ ...drawerMonthQuery(month), enabled });
}

/** the month's money by day, staff member and method, headed in the user's language */
export const drawerExportUrl = (format: 'csv' | 'xlsx', month: string) => {
  const route = format === 'csv' ? drawerRoutes.exportDrawersCsv : drawerRoutes.exportDrawersXlsx;
  return `/api${pathOf(route)}?month=${month}&lang=${currentLanguage()}`;
};
