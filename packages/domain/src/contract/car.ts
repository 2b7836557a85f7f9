import { z } from 'zod';
import { centimes, id, isoDateTime } from './common.ts';
import { keptPricing } from './pricing.ts';

export const transmission = z.enum(['automatic', 'manual']);
export const paymentType = z.enum(['advance', 'after']);

/** the active rental of a car, in the spec's car rental fields */
export const activeRental = z.object({
  id,
  rentedFrom: isoDateTime,
  rentedUntil: isoDateTime,
  rentalStartMileage: z.number().int(),
  currentCustomerName: z.string(),
  currentCustomerContact: z.string(),
  currentCustomerEmail: z.string(),
  currentCustomerLicense: z.string(),
  rentalPaymentType: paymentType,
  advancePaid: centimes,
  /** issue 15: set once the car is checked out (the contract's number) */
  contractNumber: z.string().nullable(),
  /** issue 33: the prices it keeps when they are not its daily rate times its days */
  pricing: keptPricing.nullable(),
});

/** the live sale of a car, in the spec's car sale fields */
export const carSale = z.object({
  id,
  soldDate: isoDateTime,
  soldToCustomer: z.string(),
  soldToCustomerPhone: z.string(),
  soldToCustomerLicense: z.string(),
  finalSalePrice: centimes,
  listedPrice: centimes.nullable(),
});

/** a car as every screen shows it */
export const carView = z.object({
  id,
  brandId: id,
  brandName: z.string(),
  brandLogo: z.string().nullable(),
  modelId: id,
  modelName: z.string(),
  year: z.number().int().nullable(),
  dailyRate: centimes.nullable(),
  salePrice: centimes.nullable(),
  purchasePrice: centimes.nullable(),
  supplierId: id.nullable(),
  supplierName: z.string().nullable(),
  rating: z.number(),
  transmission: transmission.nullable(),
  fuel: z.string().nullable(),
  plate: z.string().nullable(),
  color: z.string().nullable(),
  mileageKm: z.number().int(),
  images: z.array(z.string()),
  inGarage: z.boolean(),
  isPaid: z.boolean(),
  isRented: z.boolean(),
  isForSale: z.boolean(),
  isSold: z.boolean(),
  rental: activeRental.nullable(),
  sale: carSale.nullable(),
  createdAt: isoDateTime,
});

export type CarView = z.infer<typeof carView>;
