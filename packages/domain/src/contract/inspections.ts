import { z } from 'zod';
import { fieldMessage } from '../messages.ts';
import { depositMethods } from '../rentals/inspection.ts';
import { amountInput } from './amount.ts';
import { centimes, id, idParams, isoDateTime, NUL_MESSAGE, withoutNul } from './common.ts';
import { documentQuery } from './documents.ts';
import {
  accessoryCheck,
  damageMark,
  depositInput,
  odometerKm,
  walkAround,
} from './inspection-input.ts';
import { extraChoice, extraCode, extraCodes } from './pricing.ts';
import {
  additionalDriver,
  additionalDrivers,
  bookingAnswer,
  bookingParams,
  overrideLapsedPapers,
} from './rentals.ts';
import { defineRoute } from './route.ts';

/** Check-out: the inspection at pickup, the deposit and the customer's signature */
export const checkOutBody = z.object({
  odometerKm,
  inspection: walkAround,
  deposit: depositInput.nullable().default(null),
  /** issue 32 §3: a reservation picked up past the car's lapsed papers */
  overrideLapsedPapers: overrideLapsedPapers.optional(),
  /**
   * issue 33 (decision 0049): the extras the customer leaves with, when they changed since
   * the booking (absent: as booked); the kept quote is priced again with them
   */
  extras: z.array(extraChoice).max(extraCodes.length).optional(),
  /** each additional driver's name and licence, one per driver counted (absent: as booked) */
  drivers: additionalDrivers.optional(),
});

export const inspectionView = z.object({
  kind: z.enum(['out', 'in']),
  at: isoDateTime,
  odometerKm: z.number().int(),
  fuelEighths: z.number().int(),
  marks: z.array(damageMark),
  accessories: z.array(accessoryCheck),
  photos: z.array(z.string()),
  signature: z.string().nullable(),
});
export type InspectionView = z.infer<typeof inspectionView>;

export const depositView = z.object({
  amount: centimes,
  method: z.enum(depositMethods),
  reference: z.string().nullable(),
  bank: z.string().nullable(),
  takenAt: isoDateTime,
  /** null while held */
  settledAt: isoDateTime.nullable(),
  retained: centimes,
  retainReason: z.string().nullable(),
});
export type DepositView = z.infer<typeof depositView>;

export const contractTerms = z.object({
  fuelPricePerEighth: centimes,
  kmAllowancePerDay: z.number().int().min(0).max(100_000),
  pricePerKm: centimes,
  lateGraceMinutes: z
    .number()
    .int()
    .min(0)
    .max(24 * 60),
  latePricePerHour: centimes,
});
export type ContractTermsView = z.infer<typeof contractTerms>;

/** a car's own terms: each null falls back to the agency's */
export const carContractTerms = z.object({
  fuelPricePerEighth: centimes.nullable().default(null),
  kmAllowancePerDay: z.number().int().min(0).max(100_000).nullable().default(null),
  pricePerKm: centimes.nullable().default(null),
  lateGraceMinutes: z
    .number()
    .int()
    .min(0)
    .max(24 * 60)
    .nullable()
    .default(null),
  latePricePerHour: centimes.nullable().default(null),
});

export const contractSettings = contractTerms.extend({
  /** the agency's own accessories, checked with the standard ones */
  accessories: z
    .array(z.string().trim().min(1).max(100).refine(withoutNul, NUL_MESSAGE))
    .max(20, fieldMessage('fields.atMostItems', { max: 20 })),
  /** the conditions printed on the contract */
  terms: z
    .string()
    .max(20_000, fieldMessage('fields.atMostCharacters', { max: 20000 }))
    .refine(withoutNul, NUL_MESSAGE),
});
export type ContractSettings = z.infer<typeof contractSettings>;

/**
 * Issue 28 §3: the charge prices as the desk types them, each held to the business maximum.
 * What is read back (contractSettings, carContractTerms) keeps any exact whole number, so a
 * price stored before the cap still reads.
 */
const pricesInput = {
  fuelPricePerEighth: amountInput,
  pricePerKm: amountInput,
  latePricePerHour: amountInput,
};
export const contractSettingsBody = contractSettings.extend(pricesInput);
export const carContractTermsBody = carContractTerms.extend({
  fuelPricePerEighth: amountInput.nullable().default(null),
  pricePerKm: amountInput.nullable().default(null),
  latePricePerHour: amountInput.nullable().default(null),
});

/** a rental's contract: its number, both inspections, the deposit and the terms that price it */
export const rentalContract = z.object({
  rentalId: id,
  contractNumber: z.string().nullable(),
  checkOut: inspectionView.nullable(),
  checkIn: inspectionView.nullable(),
  deposit: depositView.nullable(),
  /** the agency's terms with the car's own over them */
  terms: contractTerms,
  /** the agency's accessories list, standard ones first */
  accessories: z.array(z.object({ key: z.string(), label: z.string() })),
  /** issue 33: the extras the booking kept, at their kept price (decision 0049) */
  extras: z.array(
    z.object({
      code: extraCode,
      quantity: z.number().int(),
      place: z.string().nullable(),
      pricing: z.enum(['per_day', 'once']),
      price: centimes,
      max: centimes.nullable(),
    }),
  ),
  /** issue 33: the additional drivers (name, licence number and date) */
  drivers: z.array(additionalDriver),
});
export type RentalContract = z.infer<typeof rentalContract>;

export const depositHeld = depositView.extend({
  rentalId: id,
  contractNumber: z.string().nullable(),
  carId: id,
  brandName: z.string(),
  modelName: z.string(),
  plate: z.string().nullable(),
  customerId: id.nullable(),
  customerName: z.string(),
});
export type DepositHeld = z.infer<typeof depositHeld>;

export const depositsHeldQuery = z.object({ customerId: id.optional() });
export const depositsHeld = z.object({
  /** cash deposits held: part of the fund's balance, never revenue */
  cashHeld: centimes,
  /** every deposit held, whatever its method */
  count: z.number().int(),
  /** the cash ones (their money is in the balance); the others are papers held, not money */
  cashCount: z.number().int(),
  items: z.array(depositHeld),
});
export type DepositsHeld = z.infer<typeof depositsHeld>;

export const checkOutAnswer = bookingAnswer;

const tags = ['rentals'];

/** issue 15: the rental contract's routes (see route.ts) */
export const contractRoutes = {
  checkOutRental: defineRoute({
    method: 'POST',
    path: '/rentals/:rentalId/check-out',
    operationId: 'checkOutRental',
    topics: ['cars', 'rentals', 'fund', 'customers'],
    tags,
    summary:
      'Check-out: the inspection, the deposit (cash enters the fund) and the signature; picks up a reservation',
    params: bookingParams,
    body: checkOutBody,
    status: 200,
    answer: checkOutAnswer,
  }),
  getRentalContract: defineRoute({
    method: 'GET',
    path: '/rentals/:rentalId/contract',
    operationId: 'getRentalContract',
    topics: ['rentals', 'settings', 'cars'],
    tags,
    summary: "A rental's contract: number, check-out and check-in, deposit, the terms pricing it",
    params: bookingParams,
    status: 200,
    answer: rentalContract,
  }),
  getContractPdf: defineRoute({
    method: 'GET',
    path: '/rentals/:rentalId/contract.pdf',
    operationId: 'getContractPdf',
    tags,
    summary: 'The signed rental contract as an A4 PDF',
    params: bookingParams,
    query: documentQuery,
    status: 200,
  }),
  getReceiptPdf: defineRoute({
    method: 'GET',
    path: '/rentals/:rentalId/receipt.pdf',
    operationId: 'getReceiptPdf',
    tags,
    summary: 'The return receipt (both inspections, charges, deposit settlement) as an A4 PDF',
    params: bookingParams,
    query: documentQuery,
    status: 200,
  }),
  getInspectionPhoto: defineRoute({
    method: 'GET',
    path: '/inspection-photos/:name',
    operationId: 'getInspectionPhoto',
    tags: ['uploads'],
    summary: 'An inspection photo, for signed-in staff, not cached',
    params: z.object({ name: z.string().max(200) }),
    status: 200,
  }),
  listDepositsHeld: defineRoute({
    method: 'GET',
    path: '/fund/deposits',
    operationId: 'listDepositsHeld',
    topics: ['rentals', 'fund', 'customers'],
    tags: ['fund'],
    summary: 'Deposits held (not yet settled), oldest first; cash ones are in the balance',
    query: depositsHeldQuery,
    status: 200,
    answer: depositsHeld,
  }),
  getContractSettings: defineRoute({
    method: 'GET',
    path: '/settings/contract',
    operationId: 'getContractSettings',
    topics: ['settings'],
    tags: ['settings'],
    summary: 'The contract terms: charge prices, allowance, grace time, accessories, terms text',
    status: 200,
    answer: contractSettings,
  }),
  updateContractSettings: defineRoute({
    method: 'PUT',
    path: '/settings/contract',
    operationId: 'updateContractSettings',
    topics: ['settings'],
    tags: ['settings'],
    summary: 'Replace the contract terms',
    body: contractSettingsBody,
    status: 200,
    answer: contractSettings,
  }),
  setCarContractTerms: defineRoute({
    method: 'PUT',
    path: '/cars/:id/contract-terms',
    operationId: 'setCarContractTerms',
    topics: ['cars', 'settings'],
    tags: ['cars'],
    summary: "A car's own charge prices (null falls back to the agency's)",
    params: idParams,
    body: carContractTermsBody,
    status: 200,
    answer: carContractTerms,
  }),
};
