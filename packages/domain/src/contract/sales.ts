import { z } from 'zod';
import { priceRanges } from '../sales/price-range.ts';
import { carSale, carView } from './car.ts';
import { centimes, id, page, pageQuery, requiredText } from './common.ts';

export const PRICE_MESSAGE = 'Valid selling price is required';

/** Sell dialog (spec §5), with the dialog's messages; price in centimes, above 0 */
export const sellCarBody = z.object({
  customerName: requiredText('Customer name is required'),
  customerPhone: requiredText('Customer phone number is required', 40),
  customerLicense: requiredText("Driver's license number is required", 100),
  price: z
    .number({ error: PRICE_MESSAGE })
    .int(PRICE_MESSAGE)
    .positive(PRICE_MESSAGE)
    .max(Number.MAX_SAFE_INTEGER, 'Amount is too large'),
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
