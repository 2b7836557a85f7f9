import { z } from 'zod';
import { fineOutcomes } from '../fleet/fines.ts';
import { amountInput } from './amount.ts';
import { centimes, id, isoDateTime, requiredText } from './common.ts';
import { paymentBody, paymentMethod } from './fund.ts';
import { photoPath } from './inspection-input.ts';
import { defineRoute } from './route.ts';

/**
 * Issue 32 §4: a car's traffic fines (docs/decisions/0041). Recording one posts the agency's
 * payment to the authority (one traffic_fines charge, paid as `payment` says, into the
 * recorder's drawer) and charges it to the customer of the rental that had the car at that
 * instant (as `matchCarFine` proposed it) or leaves it as the agency's cost. The scan is an
 * inspection photo, as a paper's scan is.
 */

export { fineOutcomes };
export const fineOutcome = z.enum(fineOutcomes);

export const addFineBody = z
  .object({
    /** when the offence was recorded (the fine's date and time) */
    issuedAt: isoDateTime,
    place: requiredText('fields.finePlaceRequired', 200),
    amount: amountInput.min(1, 'fields.amountPositive'),
    /** the fine's number on the notice */
    reference: requiredText('fields.fineReferenceRequired', 80),
    scan: photoPath.optional(),
    /** how the agency paid the authority (cash when absent) */
    payment: paymentBody.optional(),
    /** the customer of the proposed rental pays it back, or the agency keeps it */
    chargeTo: z.enum(['customer', 'agency'], { error: 'fields.fineChargeTo' }),
    /** the rental the proposal named, when charged to the customer */
    rentalId: id.optional(),
  })
  .superRefine((fine, ctx) => {
    if (fine.chargeTo === 'customer' && !fine.rentalId) {
      ctx.addIssue({ code: 'custom', path: ['rentalId'], message: 'fields.fineRentalRequired' });
    }
  });
export type AddFineInput = z.output<typeof addFineBody>;

export const recoverFineBody = z.object({ payment: paymentBody.optional() });
export type RecoverFineInput = z.output<typeof recoverFineBody>;

/** the rental that had the car at a fine's instant, and its customer */
export const fineMatch = z.object({
  rentalId: id,
  customerId: id.nullable(),
  customerName: z.string(),
  contractNumber: z.string().nullable(),
  /** picked up */
  start: isoDateTime,
  /** returned; null while the car is still out with him */
  returnedAt: isoDateTime.nullable(),
  state: z.enum(['out', 'returned']),
  /** whether a deposit is still held on it (kept from at the return) */
  depositHeld: z.boolean(),
});
export type FineMatch = z.infer<typeof fineMatch>;

const entryLink = z.object({ id, method: paymentMethod, userName: z.string().nullable() });

export const carFine = z.object({
  id,
  carId: id,
  issuedAt: isoDateTime,
  place: z.string(),
  amount: centimes,
  reference: z.string(),
  scan: z.string().nullable(),
  /** the agency's payment to the authority */
  fundEntry: entryLink.nullable(),
  outcome: fineOutcome,
  /** the rental (and customer) charged; null for the agency's cost */
  rental: fineMatch.nullable(),
  /** what the customer paid back, once he paid (outcome recovered) */
  recoveredEntry: entryLink.nullable(),
  createdAt: isoDateTime,
});
export type CarFine = z.infer<typeof carFine>;

export const carFines = z.object({ carId: id, fines: z.array(carFine) });
export type CarFines = z.infer<typeof carFines>;

const carParams = z.object({ id });
const fineParams = z.object({ id, fineId: id });
export const fineMatchQuery = z.object({ at: isoDateTime });

const tags = ['fleet'];

export const fineRoutes = {
  listCarFines: defineRoute({
    method: 'GET',
    path: '/cars/:id/fines',
    operationId: 'listCarFines',
    topics: ['cars', 'fund', 'rentals'],
    tags,
    summary: "A car's traffic fines, newest first, each with what became of it",
    params: carParams,
    status: 200,
    answer: carFines,
  }),
  matchCarFine: defineRoute({
    method: 'GET',
    path: '/cars/:id/fines/match',
    operationId: 'matchCarFine',
    topics: ['cars', 'rentals'],
    tags,
    summary:
      'The rental that had the car at an instant (picked up, not yet returned) and its customer, or null',
    params: carParams,
    query: fineMatchQuery,
    status: 200,
    answer: z.object({ match: fineMatch.nullable() }),
  }),
  addCarFine: defineRoute({
    method: 'POST',
    path: '/cars/:id/fines',
    operationId: 'addCarFine',
    topics: ['cars', 'fund', 'rentals'],
    tags,
    summary:
      "Record a traffic fine: its payment one traffic_fines charge; charged to the proposed rental's customer (a charge on the rental while out, else owed) or the agency's cost",
    params: carParams,
    body: addFineBody,
    status: 201,
    answer: carFine,
  }),
  recoverCarFine: defineRoute({
    method: 'POST',
    path: '/cars/:id/fines/:fineId/recovery',
    operationId: 'recoverCarFine',
    topics: ['cars', 'fund'],
    tags,
    summary: 'The customer paid back a fine he owes: one traffic_fines entry of money in',
    params: fineParams,
    body: recoverFineBody,
    status: 200,
    answer: carFine,
  }),
  deleteCarFine: defineRoute({
    method: 'DELETE',
    path: '/cars/:id/fines/:fineId',
    operationId: 'deleteCarFine',
    topics: ['cars', 'fund', 'rentals'],
    tags,
    summary:
      'Delete a fine: its payment reversed, its charge taken off the rental still out, a recovery given back',
    params: fineParams,
    status: 200,
    answer: carFines,
  }),
};
