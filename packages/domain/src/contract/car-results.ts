import { z } from 'zod';
import { centimes, id, isoDateTime } from './common.ts';
import { exportLanguage } from './exports.ts';
import { defineRoute } from './route.ts';

/**
 * Issue 32 §5: what each car earned (decision 0042). The car page's results and the Fleet
 * report that ranks the cars by net result, with its CSV and Excel files.
 */

/** a signed sum of centimes (a result may be a loss) */
const signedCentimes = z.number().int();

export const carResultFigures = z.object({
  purchasePrice: centimes.nullable(),
  /** what its bookings brought in: the net of their rental fund entries */
  rentalRevenue: centimes,
  rentalCount: z.number().int(),
  serviceCosts: centimes,
  serviceCount: z.number().int(),
  paperCosts: centimes,
  paperCount: z.number().int(),
  /** the fines the agency paid and no customer paid back after (decision 0042) */
  fineCosts: centimes,
  fineCount: z.number().int(),
  salePrice: centimes.nullable(),
  soldAt: isoDateTime.nullable(),
  ownedSince: isoDateTime,
  /** services + papers + fines kept */
  costs: centimes,
  operatingResult: signedCentimes,
  netResult: signedCentimes,
  daysOwned: z.number().int(),
  daysRented: z.number().int(),
  /** days rented / days owned, 0 to 1 */
  utilisation: z.number().min(0).max(1),
  revenuePerDay: centimes,
  kmDriven: z.number().int(),
  costPerKm: centimes.nullable(),
});
export type CarResultFiguresAnswer = z.infer<typeof carResultFigures>;

export const carResultRental = z.object({
  id,
  state: z.enum(['reserved', 'out', 'returned', 'no_show']),
  startAt: isoDateTime,
  endAt: isoDateTime,
  customerName: z.string(),
  /** billed days once returned; null before */
  days: z.number().int().nullable(),
  km: z.number().int().nullable(),
  revenue: centimes,
});
export type CarResultRental = z.infer<typeof carResultRental>;

/** the newest bookings listed on the car page (the figures count every one) */
export const CAR_RESULT_RENTALS = 100;

export const carResults = z.object({
  carId: id,
  figures: carResultFigures,
  /** its bookings newest first (cancelled ones brought nothing and are left out), at most 100 */
  rentals: z.array(carResultRental),
});
export type CarResults = z.infer<typeof carResults>;

export const fleetReportSorts = ['net', 'revenue', 'costs', 'revenuePerDay'] as const;
export type FleetReportSort = (typeof fleetReportSorts)[number];
export const fleetReportStates = ['all', 'owned', 'sold'] as const;
export const FLEET_REPORT_PAGE = { default: 25, max: 100 } as const;

export const fleetReportFilters = z.object({
  sort: z.enum(fleetReportSorts).default('net'),
  order: z.enum(['desc', 'asc']).default('desc'),
  /** the cars the agency still owns, the sold ones, or both */
  state: z.enum(fleetReportStates).default('all'),
});
export type FleetReportFilters = z.output<typeof fleetReportFilters>;

export const fleetReportQuery = fleetReportFilters.extend({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(FLEET_REPORT_PAGE.max)
    .default(FLEET_REPORT_PAGE.default),
});
export type FleetReportQuery = z.output<typeof fleetReportQuery>;

export const fleetReportExportQuery = fleetReportFilters.extend(exportLanguage.shape);
export type FleetReportExportQuery = z.output<typeof fleetReportExportQuery>;

export const fleetReportRow = carResultFigures
  .omit({ rentalCount: true, serviceCount: true, paperCount: true, fineCount: true })
  .extend({
    carId: id,
    /** its place in the ranking, from 1 */
    rank: z.number().int(),
    brandName: z.string(),
    modelName: z.string(),
    plate: z.string().nullable(),
    year: z.number().int().nullable(),
  });
export type FleetReportRow = z.infer<typeof fleetReportRow>;

export const fleetReport = z.object({
  items: z.array(fleetReportRow),
  /** the cars ranked under the filters */
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type FleetReport = z.infer<typeof fleetReport>;

const tags = ['fleet'];
const topics = ['cars', 'rentals', 'sales', 'fund'] as const;
const files =
  'amounts in DA, the ranking under the same sort and filter as the screen, headings in `lang` (CSV for a French-locale spreadsheet: UTF-8 BOM, ";"; Excel: a bold frozen heading row, right to left in Arabic)';

export const carResultRoutes = {
  getCarResults: defineRoute({
    method: 'GET',
    path: '/cars/:id/results',
    operationId: 'getCarResults',
    topics: [...topics],
    tags,
    summary:
      'What a car earned: purchase, rental revenue, service and paper costs, fines kept, the sale, net result, revenue per day owned, utilisation, cost per km, and its bookings',
    params: z.object({ id }),
    status: 200,
    answer: carResults,
  }),
  getFleetReport: defineRoute({
    method: 'GET',
    path: '/fleet/report',
    operationId: 'getFleetReport',
    topics: [...topics],
    tags,
    summary:
      'The Fleet report: every car ranked by net result (or revenue, costs, revenue per day), paged',
    query: fleetReportQuery,
    status: 200,
    answer: fleetReport,
  }),
  exportFleetReportCsv: defineRoute({
    method: 'GET',
    path: '/fleet/report/export.csv',
    operationId: 'exportFleetReportCsv',
    tags: ['exports', ...tags],
    summary: `The Fleet report as CSV: ${files}`,
    query: fleetReportExportQuery,
    status: 200,
  }),
  exportFleetReportXlsx: defineRoute({
    method: 'GET',
    path: '/fleet/report/export.xlsx',
    operationId: 'exportFleetReportXlsx',
    tags: ['exports', ...tags],
    summary: `The Fleet report as an Excel workbook: ${files}`,
    query: fleetReportExportQuery,
    status: 200,
  }),
};
