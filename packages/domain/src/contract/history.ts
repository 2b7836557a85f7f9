import { z } from 'zod';
import { fieldMessage } from '../messages.ts';
import { centimes, id, idParams, isoDateTime, pageQuery } from './common.ts';
import { paymentMethod } from './fund.ts';
import { chargeType } from './rentals.ts';
import { defineRoute } from './route.ts';

export const historyTypes = ['all', 'rentals', 'sales'] as const;
export const historyPeriods = ['all', 'today', 'week', 'month', 'year'] as const;

/** the history filters: type, time period and search (brand, model, plate, color, a contract number) */
export const historyFilters = z.object({
  type: z.enum(historyTypes).default('all'),
  period: z.enum(historyPeriods).default('all'),
  q: z
    .string()
    .max(100, fieldMessage('fields.atMostCharacters', { max: 100 }))
    .refine((text) => !text.includes('\u0000'), 'fields.searchNul')
    .trim()
    .optional(),
});
export type HistoryFilters = z.output<typeof historyFilters>;

export const historyQuery = pageQuery.extend(historyFilters.shape);
export type HistoryQuery = z.output<typeof historyQuery>;

export const historyCharge = z.object({
  type: chargeType,
  description: z.string(),
  amount: centimes,
});

const vehicleFields = {
  carId: id,
  brandName: z.string(),
  brandLogo: z.string().nullable(),
  modelName: z.string(),
  plate: z.string().nullable(),
  year: z.number().int().nullable(),
  color: z.string().nullable(),
};

const rowBase = {
  id,
  ...vehicleFields,
  /** rental: the return time; sale: the sale time */
  date: isoDateTime,
  /** rental: totalAmount; sale: final price */
  amount: centimes,
  customerName: z.string(),
  /** issue 31: how the customer paid (the methods of its money in, deposits aside), a-z */
  paymentMethods: z.array(paymentMethod),
};

export const rentalHistoryRow = z.object({
  kind: z.literal('rental'),
  ...rowBase,
  /** a booking cancelled before its pickup (dated by its cancellation, amount 0) */
  cancelledAt: isoDateTime.nullable(),
  /** issue 14: the customer never came (cancelledAt is when it was marked) */
  noShow: z.boolean(),
  totalDays: z.number().int().nullable(),
  distanceKm: z.number().int().nullable(),
  chargesTotal: centimes,
  charges: z.array(historyCharge),
  finalTotal: centimes,
});

export const saleHistoryRow = z.object({
  kind: z.literal('sale'),
  ...rowBase,
  /** only when it differs from the final price */
  listedPrice: centimes.nullable(),
});

export const historyRow = z.discriminatedUnion('kind', [rentalHistoryRow, saleHistoryRow]);
export type HistoryRow = z.infer<typeof historyRow>;

export const historyPage = z.object({
  items: z.array(historyRow),
  nextCursor: z.string().nullable(),
  /** matching records, for 'Transaction History (N records)' */
  total: z.number().int(),
});
export type HistoryPage = z.infer<typeof historyPage>;

export const historySummary = z.object({
  totalRentals: z.number().int(),
  totalSales: z.number().int(),
  rentalRevenue: centimes,
  salesRevenue: centimes,
  totalRevenue: centimes,
});
export type HistorySummary = z.infer<typeof historySummary>;

const vehicle = z.object({
  brandName: z.string(),
  brandLogo: z.string().nullable(),
  modelName: z.string(),
  plate: z.string().nullable(),
  year: z.number().int().nullable(),
  color: z.string().nullable(),
});

/** Rental Details pop-up; null customer fields show as 'N/A' */
export const rentalDetails = z.object({
  id,
  carId: id,
  /** a booking cancelled before its pickup: the period is the one booked, no revenue */
  cancelledAt: isoDateTime.nullable(),
  /** issue 14: returned, cancelled (with the desk's reason) or no_show */
  state: z.enum(['returned', 'cancelled', 'no_show']),
  cancelReason: z.string().nullable(),
  vehicle,
  customer: z.object({
    /** the customer file (issue 14), null for a record no booking filed */
    id: id.nullable(),
    name: z.string().nullable(),
    contact: z.string().nullable(),
    email: z.string().nullable(),
    license: z.string().nullable(),
  }),
  period: z.object({ start: isoDateTime, end: isoDateTime, totalDays: z.number().int() }),
  mileage: z.object({
    start: z.number().int(),
    end: z.number().int().nullable(),
    distance: z.number().int().nullable(),
  }),
  charges: z.array(historyCharge.extend({ id })),
  chargesTotal: centimes,
  totalAmount: centimes,
  finalTotal: centimes,
  /** paid at booking (0 when paying after) */
  advancePaid: centimes,
  /** of it, given back: at a cancellation, a refunded no-show or an early return */
  advanceRefunded: centimes,
});
export type RentalDetails = z.infer<typeof rentalDetails>;

/** Sale Details pop-up */
export const saleDetails = z.object({
  id,
  carId: id,
  vehicle,
  customer: z.object({
    /** the customer file (issue 14), null for a record no sale filed */
    id: id.nullable(),
    name: z.string().nullable(),
    phone: z.string().nullable(),
    license: z.string().nullable(),
  }),
  saleDate: isoDateTime,
  finalPrice: centimes,
  listedPrice: centimes.nullable(),
  /** final − listed, signed; null when the listed price is absent or equal */
  difference: z.number().int().nullable(),
  totalSaleAmount: centimes,
});
export type SaleDetails = z.infer<typeof saleDetails>;

const tags = ['history'];

export const historyRoutes = {
  listHistory: defineRoute({
    method: 'GET',
    path: '/history',
    operationId: 'listHistory',
    topics: ['brands', 'cars', 'rentals', 'sales'],
    tags,
    summary:
      'Finished rentals (by return time) and sales (by sale time), newest first; q matches brand, model, plate or color',
    query: historyQuery,
    status: 200,
    answer: historyPage,
  }),
  getHistorySummary: defineRoute({
    method: 'GET',
    path: '/history/summary',
    operationId: 'getHistorySummary',
    topics: ['rentals', 'sales'],
    tags,
    summary: 'History cards under the same filters as the list',
    query: historyFilters,
    status: 200,
    answer: historySummary,
  }),
  getRentalDetails: defineRoute({
    method: 'GET',
    path: '/history/rentals/:id',
    operationId: 'getRentalDetails',
    topics: ['cars', 'rentals'],
    tags,
    summary: 'Rental Details pop-up of a finished rental',
    params: idParams,
    status: 200,
    answer: rentalDetails,
  }),
  getSaleDetails: defineRoute({
    method: 'GET',
    path: '/history/sales/:id',
    operationId: 'getSaleDetails',
    topics: ['cars', 'sales'],
    tags,
    summary: 'Sale Details pop-up',
    params: idParams,
    status: 200,
    answer: saleDetails,
  }),
};
