import {
  carResultRoutes,
  type FleetReportFilters,
  type FleetReportQuery,
} from '@car-rental/domain/contract/car-results';
import { pathOf } from '@car-rental/domain/contract/route';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { currentLanguage } from '../../../lib/i18n.ts';
import { routeQuery } from '../../../lib/route-query.ts';

/** GET /api/cars/:id/results: what the car earned and cost, and its bookings */
export function useCarResults(id: string) {
  return useQuery(routeQuery(carResultRoutes.getCarResults, { params: { id } }));
}

/** GET /api/fleet/report: one page of the cars ranked (the page before stays while the next loads) */
export function useFleetReport(query: FleetReportQuery) {
  return useQuery({
    ...routeQuery(carResultRoutes.getFleetReport, { query }),
    placeholderData: keepPreviousData,
  });
}

/** the whole ranking under the screen's sort and filter, headed in the user's language */
export function fleetReportExportUrl(format: 'csv' | 'xlsx', filters: FleetReportFilters) {
  const route =
    format === 'csv' ? carResultRoutes.exportFleetReportCsv : carResultRoutes.exportFleetReportXlsx;
  const query = new URLSearchParams({ ...filters, lang: currentLanguage() });
  return `/api${pathOf(route)}?${query}`;
}
