import { z } from 'zod';
import { carView, transmission } from './car.ts';
import { centimes, id, optionalText, page, pageQuery } from './common.ts';

/** a required id with a field-specific message when it is missing */
const requiredId = (missing: string) =>
  z.uuid({ error: (issue) => (issue.input === undefined ? missing : 'Not a valid id') });

const yearMessage = 'Year must be between 1900 and 2030';
export const carYear = z
  .number({ error: 'Year must be a number' })
  .int('Year must be a whole number')
  .min(1900, yearMessage)
  .max(2030, yearMessage);

export const carRating = z
  .number({ error: 'Rating must be a number' })
  .min(0, 'Rating must be between 0 and 5')
  .max(5, 'Rating must be between 0 and 5');

export const mileageKm = z
  .number({ error: 'Mileage must be a number' })
  .int('Mileage must be a whole number of km')
  .min(0, 'Mileage cannot be negative')
  .max(9_999_999, 'Mileage is too large');

const uploadPath = /^\/uploads\/(?!.*\.\.)\S+$/;
const httpUrl = /^https?:\/\/[^\s/?#]+\S*$/i;

/** an uploaded image (/uploads/...) or an http(s) URL */
export const imageUrl = z
  .string({ error: 'An image must be a URL' })
  .trim()
  .max(2000, 'At most 2000 characters')
  .refine(
    (value) => uploadPath.test(value) || httpUrl.test(value),
    'An image must be an /uploads/... path or an http(s) URL',
  );

/** at most 5 per car: the rule refuses a sixth with the spec's words (409) */
export const carImages = z.array(imageUrl).max(50, 'Too many images');

/** optional text of the edit form: null or empty clears it */
const clearableText = (max: number) =>
  z
    .string()
    .max(max, `At most ${max} characters`)
    .trim()
    .transform((value) => (value ? value : null))
    .nullable()
    .optional();

/** the car form (spec §5): unknown fields are refused */
export const addCarBody = z.strictObject({
  brandId: requiredId('Brand is required'),
  modelId: requiredId('Model is required'),
  year: carYear.nullish(),
  dailyRate: centimes.nullish(),
  salePrice: centimes.nullish(),
  purchasePrice: centimes.nullish(),
  supplierId: id.nullish(),
  rating: carRating.nullish(),
  transmission: transmission.nullish(),
  fuel: optionalText(50).nullable(),
  plate: optionalText(30).nullable(),
  color: optionalText(50).nullable(),
  mileageKm: mileageKm.nullish(),
  images: carImages.nullish(),
  isPaid: z.boolean({ error: 'isPaid must be true or false' }).nullish(),
});
export type AddCarBody = z.output<typeof addCarBody>;

/** the edit form: absent keeps a value, null clears it; payment goes through setCarPaid */
export const updateCarBody = z.strictObject({
  brandId: id.optional(),
  modelId: id.optional(),
  year: carYear.nullable().optional(),
  dailyRate: centimes.nullable().optional(),
  salePrice: centimes.nullable().optional(),
  purchasePrice: centimes.nullable().optional(),
  supplierId: id.nullable().optional(),
  rating: carRating.optional(),
  transmission: transmission.nullable().optional(),
  fuel: clearableText(50),
  plate: clearableText(30),
  color: clearableText(50),
  mileageKm: mileageKm.optional(),
  images: carImages.optional(),
});
export type UpdateCarBody = z.output<typeof updateCarBody>;

/**
 * The Paid switch. `settledBy` answers 409 supplier_payment_choice_required: when the
 * supplier's recorded payments already cover the car, was it paid by them (nothing is
 * booked) or by a new payment now (the purchase is booked)? Ignored when marking Unpaid.
 */
export const setCarPaidBody = z.strictObject({
  isPaid: z.boolean({ error: 'isPaid must be true or false' }),
  settledBy: z
    .enum(['existing_payments', 'new_payment'], {
      error: "settledBy must be 'existing_payments' or 'new_payment'",
    })
    .optional(),
});
export type SetCarPaidBody = z.output<typeof setCarPaidBody>;

/** a car and the alert the screen shows ('Car marked for sale!') */
export const carWithMessage = z.object({ car: carView, message: z.string() });

export const garageStatus = z.enum(['all', 'available', 'rented', 'for-sale', 'paid', 'unpaid']);
export type GarageStatus = z.infer<typeof garageStatus>;

/** the garage filters; `paid` lets the Paid Cars and Unpaid Cars groups page separately */
export const garageQuery = pageQuery.extend({
  brandId: id.optional(),
  status: garageStatus.default('all'),
  paid: z.enum(['true', 'false']).optional(),
});
export type GarageQuery = z.output<typeof garageQuery>;

export const carPage = page(carView);
export type CarPage = z.infer<typeof carPage>;

const count = z.number().int().min(0);

/** the garage summary cards */
export const garageSummary = z.object({
  totalCars: count,
  available: count,
  currentlyRented: count,
  forSale: count,
  paid: count,
  unpaid: count,
});
export type GarageSummary = z.infer<typeof garageSummary>;
