import { z } from 'zod';
import { fieldMessage } from '../messages.ts';
import { EXTRA_MAX_QUANTITY } from '../pricing/price-list.ts';
import { amountInput } from './amount.ts';
import { carView, paymentType } from './car.ts';
import {
  centimes,
  id,
  idParams,
  isoDateTime,
  ok,
  page,
  pageQuery,
  requiredText,
} from './common.ts';
import { paymentBody } from './fund.ts';
import { depositSettlementInput, walkAround } from './inspection-input.ts';
import { bookingDiscount, extraChoice, extraCodes } from './pricing.ts';
import { dueState, rentalAlertRoutes, urgency } from './rental-alerts.ts';
import { defineRoute } from './route.ts';

/** the bell's schemas, kept importable from here by the server's rentals module */

/** Customer dialog (spec §5), with the dialog's messages */
export const rentalCustomer = z.object({
  name: requiredText('fields.customerNameRequired'),
  contact: requiredText('fields.contactRequired', 40).regex(
    /^[0-9\s+()-]+$/,
    'fields.contactInvalid',
  ),
  email: requiredText('fields.emailRequired', 254).regex(
    /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
    'fields.emailInvalid',
  ),
  license: requiredText('fields.driverLicenceRequired', 100),
  paymentType: paymentType.default('after'),
});
export type RentalCustomerInput = z.input<typeof rentalCustomer>;

/**
 * Issue 32 §3: a manager or the owner lets a car go out past its lapsed insurance or
 * contrôle technique, saying why (kept in the audit trail; an agent's override is refused)
 */
export const overrideLapsedPapers = z.object({
  reason: requiredText('fields.overrideReasonRequired', 500),
});

/**
 * Issue 33 §2: an additional driver sold with the booking (the extra `additional_driver`,
 * one set of details per driver counted): their name and driving licence, kept with the
 * rental and shown on the customer file, printed on the contract (decision 0049)
 */
export const additionalDriver = z.object({
  name: requiredText('fields.driverNameRequired'),
  licenceNumber: requiredText('fields.driverLicenceRequired', 100),
  /** the licence's date of issue */
  licenceIssuedOn: z.iso.date({ error: 'fields.invalidDate' }),
});
export type AdditionalDriver = z.output<typeof additionalDriver>;
/** as many as the extra's count allows (EXTRA_MAX_QUANTITY) */
export const additionalDrivers = z
  .array(additionalDriver)
  .max(EXTRA_MAX_QUANTITY, fieldMessage('fields.atMostItems', { max: EXTRA_MAX_QUANTITY }));

export const rentCarBody = z.object({
  start: isoDateTime,
  end: isoDateTime,
  customer: rentalCustomer,
  /** a manager or the owner books for a customer on the "Do not rent" list (audited) */
  overrideDoNotRent: z.boolean().optional(),
  overrideLapsedPapers: overrideLapsedPapers.optional(),
  /** issue 31: how the advance is paid (cash when absent) */
  payment: paymentBody.optional(),
  /** issue 33: the extras sold with it, priced from the agency's list */
  extras: z.array(extraChoice).max(extraCodes.length).default([]),
  /**
   * issue 33: each additional driver's name and licence, one per `additional_driver` counted
   * in `extras` (refused 400 beside `body.drivers` when the count differs)
   */
  drivers: additionalDrivers.default([]),
  /** issue 33: a manager's or the owner's discount on the quote, with its reason (audited) */
  discount: bookingDiscount.optional(),
});

export const chargeType = z.enum(['cleaning', 'repair', 'fuel', 'damage', 'other']);

/** one additional charge of the Return dialog */
export const chargeInput = z.object({
  type: chargeType.default('other'),
  description: requiredText('fields.chargeDescriptionRequired'),
  amount: amountInput,
});

export const returnCarBody = z.object({
  newMileage: z
    .number({ error: 'fields.newMileageRequired' })
    .int('fields.mileageWhole')
    .min(0, 'fields.mileageNegative')
    .max(10_000_000, 'fields.mileageTooLarge'),
  charges: z
    .array(chargeInput)
    .max(50, fieldMessage('fields.atMostCharges', { max: 50 }))
    .default([]),
  /** issue 15: the check-in (the odometer is newMileage); optional, as the spec's return */
  checkIn: walkAround.optional(),
  /** issue 15: how the deposit is settled; absent, a held deposit is given back in full */
  deposit: depositSettlementInput.optional(),
  /** issue 31: how the balance is paid (cash when absent); a cash deposit goes back in cash */
  payment: paymentBody.optional(),
});

export const extendRentalBody = z.object({
  newEndDate: isoDateTime,
  overrideLapsedPapers: overrideLapsedPapers.optional(),
});

export const rentalParams = z.object({ id, rentalId: id });
export const bookingParams = z.object({ rentalId: id });

export const rentalState = z.enum(['reserved', 'out', 'returned', 'cancelled', 'no_show']);

/** Pick up a reservation: the odometer read at the desk (the car's mileage when left out) */
export const pickUpBody = z.object({
  startMileage: z
    .number()
    .int('fields.mileageWhole')
    .min(0, 'fields.mileageNegative')
    .max(10_000_000, 'fields.mileageTooLarge')
    .optional(),
  overrideLapsedPapers: overrideLapsedPapers.optional(),
});

export const cancelBookingBody = z.object({
  reason: requiredText('fields.cancelReasonRequired', 500),
});

export const noShowBody = z.object({
  /** true gives the advance back (one fund entry); false keeps it as revenue */
  refund: z.boolean({ error: 'fields.refundChoice' }),
});

export const rentalCharge = chargeInput.extend({ id, amount: centimes });

/** a rental, active or finished (a finished one is a rental history entry) */
export const rentalRecord = z.object({
  id,
  carId: id,
  customerName: z.string(),
  customerContact: z.string(),
  customerEmail: z.string(),
  customerLicense: z.string(),
  paymentType,
  startDate: isoDateTime,
  /** due time while active, actual return time once returned */
  endDate: isoDateTime,
  returnedAt: isoDateTime.nullable(),
  /**
   * set when the booking was cancelled before its pickup or marked a no-show (then
   * returnedAt is the same time)
   */
  cancelledAt: isoDateTime.nullable(),
  /** reserved -> out -> returned, or cancelled / no_show (issue 14) */
  state: rentalState,
  cancelReason: z.string().nullable(),
  /** issue 15: set at the check-out (CTR-2026-000042) */
  contractNumber: z.string().nullable(),
  dailyRate: centimes,
  startMileage: z.number().int(),
  endMileage: z.number().int().nullable(),
  advancePaid: centimes,
  totalDays: z.number().int().nullable(),
  totalAmount: centimes.nullable(),
  charges: z.array(rentalCharge),
  chargesTotal: centimes,
  /** totalAmount plus charges; null while active */
  finalTotal: centimes.nullable(),
});
export type RentalRecordView = z.infer<typeof rentalRecord>;

export const rentCarAnswer = z.object({ car: carView, rental: rentalRecord });
export const bookingAnswer = rentCarAnswer;
export const returnCarAnswer = rentCarAnswer;
export const cancelRentalAnswer = rentCarAnswer;

export const brandFilter = z.object({ brandId: id.optional() });

export const rentedCarsQuery = pageQuery.extend(brandFilter.shape);
export const rentedCar = carView.extend({
  dueState,
  urgency: urgency.nullable(),
  /** fractional hours to rentedUntil, negative once overdue */
  hoursLeft: z.number(),
  /** daily rate x days rented so far */
  currentRevenue: centimes,
});
export type RentedCar = z.infer<typeof rentedCar>;
export const rentedCarsPage = page(rentedCar);

/** reservations waiting for their pickup, soonest first */
export const reservationsQuery = pageQuery.extend(brandFilter.shape);
export const reservation = rentalRecord.extend({
  brandName: z.string(),
  modelName: z.string(),
  plate: z.string().nullable(),
  /** hours until the pickup time, negative once it has passed */
  hoursLeft: z.number(),
  /** the pickup time plus the Settings delay has passed: the desk may mark a no-show */
  noShowFrom: isoDateTime,
});
export type Reservation = z.infer<typeof reservation>;
export const reservationsPage = page(reservation);

/** a car's open bookings (reserved or out) that end after now: the period picker greys them */
export const carBooking = z.object({
  id,
  state: z.enum(['reserved', 'out']),
  startDate: isoDateTime,
  endDate: isoDateTime,
  customerName: z.string(),
});
export type CarBooking = z.infer<typeof carBooking>;

/** Issue 14 §2: why a car is blocked for a period (maintenance, repair, kept for the owner) */
export const blockKind = z.enum(['maintenance', 'repair', 'owner']);

/** a blocked period of the car that ends after now: the picker greys it too (issue 28 §17) */
export const carBlockPeriod = z.object({
  id,
  kind: blockKind,
  startDate: isoDateTime,
  endDate: isoDateTime,
});
export type CarBlockPeriod = z.infer<typeof carBlockPeriod>;
export const carBookings = z.object({
  items: z.array(carBooking),
  blocks: z.array(carBlockPeriod),
});
export const CAR_BOOKINGS_LIMIT = 200;

export const rentableCarsQuery = pageQuery.extend(brandFilter.shape);
export const rentableCarsPage = page(carView);

export const rentalSummary = z.object({
  availableForRent: z.number().int(),
  currentlyRented: z.number().int(),
  /** the fund's rental revenue, charges at return included (fundFigures, docs/money-figures.md) */
  totalRevenue: centimes,
});

const tags = ['rentals'];

/** the rentals' routes (see route.ts) */
export const rentalRoutes = {
  rentCar: defineRoute({
    method: 'POST',
    path: '/cars/:id/rent',
    operationId: 'rentCar',
    topics: ['cars', 'rentals', 'fund', 'customers'],
    tags,
    summary: 'Rent a car to a customer (advance payment is booked into the fund now)',
    params: idParams,
    body: rentCarBody,
    status: 201,
    answer: rentCarAnswer,
  }),
  returnCar: defineRoute({
    method: 'POST',
    path: '/cars/:id/return',
    operationId: 'returnCar',
    topics: ['cars', 'rentals', 'fund'],
    tags,
    summary: 'Return a rented car: days, total, charges and the fund settlement',
    params: idParams,
    body: returnCarBody,
    status: 200,
    answer: returnCarAnswer,
  }),
  pickUpBooking: defineRoute({
    method: 'POST',
    path: '/rentals/:rentalId/pick-up',
    operationId: 'pickUpBooking',
    topics: ['cars', 'rentals', 'customers'],
    tags,
    summary: 'Pick up a reservation: the rental starts now, with the odometer read at the desk',
    params: bookingParams,
    body: pickUpBody,
    status: 200,
    answer: bookingAnswer,
  }),
  cancelBooking: defineRoute({
    method: 'POST',
    path: '/rentals/:rentalId/cancel',
    operationId: 'cancelBooking',
    topics: ['cars', 'rentals', 'fund', 'customers'],
    tags,
    summary:
      'Cancel a booking not picked up, with a reason: kept in the history without revenue, the advance refunded',
    params: bookingParams,
    body: cancelBookingBody,
    status: 200,
    answer: bookingAnswer,
  }),
  markNoShow: defineRoute({
    method: 'POST',
    path: '/rentals/:rentalId/no-show',
    operationId: 'markNoShow',
    topics: ['cars', 'rentals', 'fund', 'customers'],
    tags,
    summary:
      'Mark a reservation a no-show once its pickup time has passed by the Settings delay; the advance kept or refunded',
    params: bookingParams,
    body: noShowBody,
    status: 200,
    answer: bookingAnswer,
  }),
  listReservations: defineRoute({
    method: 'GET',
    path: '/rentals/reservations',
    operationId: 'listReservations',
    topics: ['brands', 'cars', 'rentals', 'customers'],
    tags,
    summary: 'Reservations waiting for their pickup, soonest first',
    query: reservationsQuery,
    status: 200,
    answer: reservationsPage,
  }),
  listCarBookings: defineRoute({
    method: 'GET',
    path: '/cars/:id/bookings',
    operationId: 'listCarBookings',
    topics: ['cars', 'rentals'],
    tags,
    summary:
      "A car's reservations, rental and blocked periods that end after now, by start: the period picker's busy days",
    params: idParams,
    status: 200,
    answer: carBookings,
  }),
  cancelRental: defineRoute({
    method: 'POST',
    path: '/cars/:id/cancel-rental',
    operationId: 'cancelRental',
    topics: ['cars', 'rentals', 'fund'],
    tags,
    summary:
      'Cancel a booking whose pickup has not come: kept in the history with no revenue, the advance refunded',
    params: idParams,
    status: 200,
    answer: cancelRentalAnswer,
  }),
  extendRental: defineRoute({
    method: 'POST',
    path: '/cars/:id/extend',
    operationId: 'extendRental',
    topics: ['cars', 'rentals', 'fund'],
    tags,
    summary: 'Set a new return time for a rented car',
    params: idParams,
    body: extendRentalBody,
    status: 200,
    answer: carView,
  }),
  deleteRentalHistory: defineRoute({
    method: 'DELETE',
    path: '/cars/:id/rentals/:rentalId',
    operationId: 'deleteRentalHistory',
    topics: ['cars', 'rentals', 'fund'],
    tags,
    summary: 'Delete a finished rental record and reverse what it brought into the fund',
    params: rentalParams,
    status: 200,
    answer: ok,
  }),
  listRentedCars: defineRoute({
    method: 'GET',
    path: '/rentals/active',
    operationId: 'listRentedCars',
    topics: ['brands', 'cars', 'rentals'],
    tags,
    summary: 'Rented cars with their due state, most urgent first',
    query: rentedCarsQuery,
    status: 200,
    answer: rentedCarsPage,
  }),
  listRentalAlerts: rentalAlertRoutes.listRentalAlerts,
  listRentableCars: defineRoute({
    method: 'GET',
    path: '/rentals/rentable',
    operationId: 'listRentableCars',
    topics: ['brands', 'cars', 'rentals'],
    tags,
    summary:
      'Cars that can be rented now: paid, in the garage, with a daily rate, not rented or sold',
    query: rentableCarsQuery,
    status: 200,
    answer: rentableCarsPage,
  }),
  getRentalSummary: defineRoute({
    method: 'GET',
    path: '/rentals/summary',
    operationId: 'getRentalSummary',
    // Total Revenue is the fund's rental category: a manual Rental Payment entry moves it
    topics: ['cars', 'rentals', 'fund'],
    tags,
    summary: 'Rental dashboard cards: available for rent, currently rented, total revenue',
    status: 200,
    answer: rentalSummary,
  }),
};
