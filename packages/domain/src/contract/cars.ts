import { z } from 'zod';
import { fieldMessage } from '../messages.ts';
import { amountInput } from './amount.ts';
import { carView, transmission } from './car.ts';
import {
  id,
  idParams,
  NUL_MESSAGE,
  ok,
  optionalText,
  page,
  pageQuery,
  withoutNul,
} from './common.ts';
import { defineRoute } from './route.ts';

/** a required id with a field-specific message when it is missing */
const requiredId = (missing: string) =>
  z.uuid({ error: (issue) => (issue.input === undefined ? missing : 'fields.invalidId') });

const yearMessage = 'fields.yearRange';
export const carYear = z
  .number({ error: 'fields.yearNumber' })
  .int('fields.yearWhole')
  .min(1900, yearMessage)
  .max(2030, yearMessage);

export const carRating = z
  .number({ error: 'fields.ratingNumber' })
  .min(0, 'fields.ratingRange')
  .max(5, 'fields.ratingRange');

export const mileageKm = z
  .number({ error: 'fields.mileageNumber' })
  .int('fields.mileageWhole')
  .min(0, 'fields.mileageNegative')
  .max(9_999_999, 'fields.mileageTooLarge');

const uploadPath = /^\/uploads\/(?!.*\.\.)\S+$/;
const httpUrl = /^https?:\/\/[^\s/?#]+\S*$/i;

/** an uploaded image (/uploads/...) or an http(s) URL */
export const imageUrl = z
  .string({ error: 'fields.imageUrl' })
  .trim()
  .max(2000, fieldMessage('fields.atMostCharacters', { max: 2000 }))
  .refine((value) => uploadPath.test(value) || httpUrl.test(value), 'fields.imageUrlShape')
  // the list is kept as JSON
  .refine(withoutNul, NUL_MESSAGE);

/** at most 5 per car: the rule refuses a sixth with the spec's words (409) */
export const carImages = z.array(imageUrl).max(50, 'fields.tooManyImages');

/** optional text of the edit form: null or empty clears it */
const clearableText = (max: number) =>
  z
    .string()
    .max(max, fieldMessage('fields.atMostCharacters', { max: max }))
    .trim()
    .transform((value) => (value ? value : null))
    .nullable()
    .optional();

/** the car form (spec §5): unknown fields are refused */
export const addCarBody = z.strictObject({
  brandId: requiredId('fields.brandRequired'),
  modelId: requiredId('fields.modelRequired'),
  year: carYear.nullish(),
  dailyRate: amountInput.nullish(),
  salePrice: amountInput.nullish(),
  purchasePrice: amountInput.nullish(),
  supplierId: id.nullish(),
  rating: carRating.nullish(),
  transmission: transmission.nullish(),
  fuel: optionalText(50).nullable(),
  plate: optionalText(30).nullable(),
  color: optionalText(50).nullable(),
  mileageKm: mileageKm.nullish(),
  images: carImages.nullish(),
  isPaid: z.boolean({ error: 'fields.isPaidBoolean' }).nullish(),
});
export type AddCarBody = z.output<typeof addCarBody>;

/** the edit form: absent keeps a value, null clears it; payment goes through setCarPaid */
export const updateCarBody = z.strictObject({
  brandId: id.optional(),
  modelId: id.optional(),
  year: carYear.nullable().optional(),
  dailyRate: amountInput.nullable().optional(),
  salePrice: amountInput.nullable().optional(),
  purchasePrice: amountInput.nullable().optional(),
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
  isPaid: z.boolean({ error: 'fields.isPaidBoolean' }),
  settledBy: z
    .enum(['existing_payments', 'new_payment'], {
      error: 'fields.settledByChoice',
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

const tags = ['cars'];

/** the cars' routes (see route.ts) */
export const carRoutes = {
  addCar: defineRoute({
    method: 'POST',
    path: '/cars',
    operationId: 'addCar',
    topics: ['cars', 'fund', 'suppliers'],
    tags,
    summary: 'Add a car to the garage (unpaid unless isPaid; unknown fields are refused)',
    body: addCarBody,
    status: 201,
    answer: carView,
  }),
  getCar: defineRoute({
    method: 'GET',
    path: '/cars/:id',
    operationId: 'getCar',
    topics: ['brands', 'suppliers', 'cars', 'rentals', 'sales'],
    tags,
    summary: 'One car',
    params: idParams,
    status: 200,
    answer: carView,
  }),
  updateCar: defineRoute({
    method: 'PATCH',
    path: '/cars/:id',
    operationId: 'updateCar',
    topics: ['cars', 'fund', 'suppliers'],
    tags,
    summary: 'Edit car fields: absent keeps a value, null clears it',
    params: idParams,
    body: updateCarBody,
    status: 200,
    answer: carView,
  }),
  deleteCar: defineRoute({
    method: 'DELETE',
    path: '/cars/:id',
    operationId: 'deleteCar',
    topics: ['cars', 'fund', 'suppliers'],
    tags,
    summary: 'Remove a car from the garage (refused while rented; history stays)',
    params: idParams,
    status: 200,
    answer: ok,
  }),
  setCarPaid: defineRoute({
    method: 'POST',
    path: '/cars/:id/paid',
    operationId: 'setCarPaid',
    topics: ['cars', 'fund', 'suppliers'],
    tags,
    summary:
      'The payment toggle (refused while rented); posts or reverses the supplier purchase. When the supplier payments already cover the car, 409 supplier_payment_choice_required asks for settledBy',
    params: idParams,
    body: setCarPaidBody,
    status: 200,
    answer: carView,
  }),
  markForSale: defineRoute({
    method: 'POST',
    path: '/cars/:id/for-sale',
    operationId: 'markForSale',
    topics: ['cars', 'fund', 'suppliers'],
    tags,
    summary: 'List a car for sale',
    params: idParams,
    status: 200,
    answer: carWithMessage,
  }),
  removeFromSale: defineRoute({
    method: 'DELETE',
    path: '/cars/:id/for-sale',
    operationId: 'removeFromSale',
    topics: ['cars', 'fund', 'suppliers'],
    tags,
    summary: 'Take a car off the sale listings',
    params: idParams,
    status: 200,
    answer: carWithMessage,
  }),
};

const garageTags = ['garage'];

/** the garage's routes (see route.ts) */
export const garageRoutes = {
  listGarageCars: defineRoute({
    method: 'GET',
    path: '/garage',
    operationId: 'listGarageCars',
    topics: ['brands', 'suppliers', 'cars', 'rentals', 'sales'],
    tags: garageTags,
    summary: 'Cars in the garage, newest first, by brand, status and payment',
    query: garageQuery,
    status: 200,
    answer: carPage,
  }),
  listSoldCars: defineRoute({
    method: 'GET',
    path: '/garage/sold',
    operationId: 'listSoldCars',
    topics: ['brands', 'cars', 'sales'],
    tags: garageTags,
    summary: 'Sold cars, most recently sold first (the Sold Cars section)',
    query: pageQuery,
    status: 200,
    answer: carPage,
  }),
  getGarageSummary: defineRoute({
    method: 'GET',
    path: '/garage/summary',
    operationId: 'getGarageSummary',
    topics: ['cars', 'rentals', 'sales'],
    tags: garageTags,
    summary: 'The garage summary cards',
    status: 200,
    answer: garageSummary,
  }),
};
