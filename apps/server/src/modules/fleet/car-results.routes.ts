import { carResultRoutes as routes } from '@car-rental/domain/contract/car-results';
import { fleetReportTable } from '@car-rental/domain/exports/fleet-report-table';
import { operation } from '../../lib/operation.ts';
import { csv, xlsx } from '../exports/exports.routes.ts';
import { fleetReportRows, getCarResults, getFleetReport } from './car-results.ts';

/** Issue 32 §5: a car's results, the Fleet report and its files */
export const carResultOperations = [
  operation(routes.getCarResults, async ({ params }, { deps }) => getCarResults(deps, params.id)),
  operation(routes.getFleetReport, async ({ query }, { deps }) => getFleetReport(deps, query)),
  operation(routes.exportFleetReportCsv, async ({ query }, { deps }) =>
    csv(deps, fleetReportTable(query.lang), fleetReportRows(deps, query)),
  ),
  operation(routes.exportFleetReportXlsx, async ({ query }, { deps }) =>
    xlsx(deps, fleetReportTable(query.lang), fleetReportRows(deps, query), query.lang),
  ),
];
