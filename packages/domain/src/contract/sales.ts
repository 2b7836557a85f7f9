import { z } from 'zod';
import { AMOUNT_TOO_LARGE, MAX_AMOUNT } from '../money.ts';
import { priceRanges } from '../sales/price-range.ts';
import { carSale, carView } from './car.ts';
import { centimes, id, idParams, page, pageQuery, requiredText } from './common.ts';
import { paymentBody } from './fund.ts';
import { defineRoute } from './route.ts';

export const PRICE_MESSAGE = 'fields.sellingPrice';

/** Sell dialog (spec §5), with the dialog's messages; price in centimes, above 0 */
export const sellCarBody = z.object({
  customerName: requiredText('fields.customerNameRequired'),
  customerPhone: requiredText('fields.customerPhoneRequired', 40),
  customerLicense: requiredText('fields.driversLicenceRequired', 100),
  price: z
    .number({ error: PRICE_MESSAGE })
    .int(PRICE_MESSAGE)
    .positive(PRICE_MESSAGE)
    .max(MAX_AMOUNT, AMOUNT_TOO_LARGE),
  /** issue 31: how the buyer pays (cash when absent) */
  payment: paymentBody.optional(),
});
export type SellCarInput = z.output<typeof sellCarBody>;

export const sellCarAnswer = z.object({
  car: carView,
  sale: carSale,
  /** the alert: 'Car sold successfully! Net profit: …' / 'Net loss: …' / 'Break-even sale.' */
  message: z.string(),
});
export type SellCarAnswer = z.infer<typeof sellCarAnswer>;

/**
 * Car Sales filters. priceRange: under-2m = price < 2,000,000 DA; 2m-4m = 2,000,000 DA
 * <= price <= 4,000,000 DA; over-4m = price > 4,000,000 DA.
 */
export const forSaleQuery = pageQuery.extend({
  brandId: id.optional(),
  priceRange: z.enum(priceRanges).default('all'),
});
export type ForSaleQuery = z.output<typeof forSaleQuery>;

export const carPage = page(carView);
export type CarPage = z.infer<typeof carPage>;

export const recentlySold = z.object({ items: z.array(carView) });
export type RecentlySold = z.infer<typeof recentlySold>;

/** the Car Sales cards */
export const salesSummary = z.object({
  availableForSale: z.number().int(),
  carsSold: z.number().int(),
  totalRevenue: centimes,
  /** rounded average (final − purchase) over sales having both; null when none */
  netProfit: z.number().int().nullable(),
});
export type SalesSummary = z.infer<typeof salesSummary>;

const tags = ['sales'];

export const salesRoutes = {
  sellCar: defineRoute({
    method: 'POST',
    path: '/cars/:id/sell',
    operationId: 'sellCar',
    topics: ['cars', 'sales', 'fund', 'customers'],
    tags,
    summary: 'Sell a car in the garage that is neither rented nor sold; posts the revenue',
    params: idParams,
    body: sellCarBody,
    status: 201,
    answer: sellCarAnswer,
  }),
  deleteSaleHistory: defineRoute({
    method: 'DELETE',
    path: '/cars/:id/sale',
    operationId: 'deleteSaleHistory',
    topics: ['cars', 'sales', 'fund'],
    tags,
    summary: 'Undo the sale of a car: back in the garage, revenue reversed in the fund',
    params: idParams,
    status: 200,
    answer: carView,
  }),
  markCarAsAvailable: defineRoute({
    method: 'POST',
    path: '/cars/:id/available',
    operationId: 'markCarAsAvailable',
    topics: ['cars', 'sales', 'fund'],
    tags,
    summary: 'Mark a sold car available again (undoes the sale, reverses its revenue)',
    params: idParams,
    status: 200,
    answer: carView,
  }),
  listCarsForSale: defineRoute({
    method: 'GET',
    path: '/sales/for-sale',
    operationId: 'listCarsForSale',
    topics: ['brands', 'cars', 'sales'],
    tags,
    summary:
      'Cars listed for sale by sale price ascending. priceRange: under-2m = below 2,000,000 DA; 2m-4m = 2,000,000 to 4,000,000 DA inclusive; over-4m = above 4,000,000 DA',
    query: forSaleQuery,
    status: 200,
    answer: carPage,
  }),
  listRecentlySold: defineRoute({
    method: 'GET',
    path: '/sales/recent',
    operationId: 'listRecentlySold',
    topics: ['brands', 'cars', 'sales'],
    tags,
    summary: 'The last 8 sold cars, newest sale first',
    status: 200,
    answer: recentlySold,
  }),
  getSalesSummary: defineRoute({
    method: 'GET',
    path: '/sales/summary',
    operationId: 'getSalesSummary',
    // Available for Sale counts the listed cars not rented: a rent or a return changes it
    topics: ['cars', 'rentals', 'sales'],
    tags,
    summary: 'Car Sales cards: available for sale, cars sold, total revenue, net profit',
    status: 200,
    answer: salesSummary,
  }),
};
