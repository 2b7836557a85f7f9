import { z } from 'zod';
import { centimes } from './common.ts';
import { defineRoute } from './route.ts';

/** Dashboard: revenue per month of the last 12 months (business time zone), oldest first */
export const revenueByMonth = z.object({
  months: z.array(
    z.object({
      /** YYYY-MM */
      month: z.string(),
      /** totalAmount of the rentals returned that month (the history's Rental Revenue) */
      rentalRevenue: centimes,
      /** final prices of the sales of that month */
      salesRevenue: centimes,
      rentals: z.number().int(),
      sales: z.number().int(),
    }),
  ),
});
export type RevenueByMonth = z.infer<typeof revenueByMonth>;

/** Fund management: the closing balance of each of the last 90 days, oldest first */
export const fundBalanceChart = z.object({
  days: z.array(
    z.object({
      /** YYYY-MM-DD in the business time zone */
      date: z.string(),
      balance: z.number().int(),
    }),
  ),
});
export type FundBalanceChart = z.infer<typeof fundBalanceChart>;

/** Rental dashboard: utilisation of the rental fleet per week (Monday first), last 12 weeks */
export const fleetUtilisation = z.object({
  weeks: z.array(
    z.object({
      /** the Monday, YYYY-MM-DD in the business time zone */
      weekStart: z.string(),
      /** to 4 decimals */
      rentedHours: z.number(),
      rentableHours: z.number(),
      /** rentedHours / rentableHours, 0..1 to 6 decimals; 0 when no car could be rented */
      utilisation: z.number(),
    }),
  ),
});
export type FleetUtilisation = z.infer<typeof fleetUtilisation>;

const tags = ['charts'];

export const chartRoutes = {
  getRevenueByMonth: defineRoute({
    method: 'GET',
    path: '/charts/revenue-by-month',
    operationId: 'getRevenueByMonth',
    topics: ['rentals', 'sales'],
    tags,
    summary:
      'Dashboard chart: rental and sales revenue per month, last 12 months on the business calendar',
    status: 200,
    answer: revenueByMonth,
  }),
  getFundBalanceChart: defineRoute({
    method: 'GET',
    path: '/charts/fund-balance',
    operationId: 'getFundBalanceChart',
    topics: ['fund'],
    tags,
    summary: 'Fund chart: the closing balance of each of the last 90 days',
    status: 200,
    answer: fundBalanceChart,
  }),
  getFleetUtilisation: defineRoute({
    method: 'GET',
    path: '/charts/fleet-utilisation',
    operationId: 'getFleetUtilisation',
    topics: ['cars', 'rentals'],
    tags,
    summary:
      'Rental dashboard chart: rented car-hours / rentable car-hours per week (Monday first), last 12 weeks',
    status: 200,
    answer: fleetUtilisation,
  }),
};
