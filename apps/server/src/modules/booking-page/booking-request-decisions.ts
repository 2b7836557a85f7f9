import type { BookingRequestView } from '@car-rental/domain/contract/booking-request-list';
import type { confirmBookingRequestBody } from '@car-rental/domain/contract/booking-requests';
import { DomainError } from '@car-rental/domain/errors';
import { rentCar as rentCarRule } from '@car-rental/domain/rentals/rent-car';
import type { z } from 'zod';
import type { Tx } from '../../db/create-db.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { write } from '../../lib/write.ts';
import { loadCarRowForWrite, toCarView } from '../cars/car-view.repository.ts';
import { bookingCustomer } from '../customers/customer-for.ts';
import { updateCustomer } from '../customers/customers.repository.ts';
import { refuseLapsedPapers } from '../fleet/lapsed-papers.ts';
import { refuseOverlap } from '../rentals/bookings.ts';
import { toRentalRecord } from '../rentals/rental-record.ts';
import { insertRental } from '../rentals/rentals.repository.ts';
import { sendRequestMail } from './booking-request-mails.ts';
import {
  expireRequests,
  findRequest,
  findRequestView,
  listRequests,
  type RequestRow,
  stateAt,
  updateRequest,
} from './booking-requests.repository.ts';

/**
 * Issue 34 §2 (decision 0048): the desk's requests. An agent and up lists them, confirms one
 * (a reservation of its car at its kept quote, paid after, by the desk booking's own steps:
 * the lapsed papers, the customer file and its "Do not rent", the overlap check) or declines
 * it with a reason. Each step is audited; the customer is mailed once it has committed.
 */

export async function listBookingRequests(
  deps: AppDeps,
  show: 'open' | 'all',
): Promise<{ items: BookingRequestView[] }> {
  const now = deps.clock.now();
  // the requests whose hold time passed are written expired by the desk's read
  await expireRequests(deps.db, now);
  return { items: await listRequests(deps.db, show, now) };
}

/** the request and its car, the car locked first; refused unless it is still live */
async function loadLiveRequest(tx: Tx, id: string, now: Date) {
  const found = await findRequest(tx, id);
  if (!found) throw new DomainError('booking_request_not_found', 'details.bookingRequestNotFound');
  const carRow = await loadCarRowForWrite(tx, found.carId);
  // read again under the car's lock: another desk may have answered it meanwhile
  const request = (await findRequest(tx, id))!;
  if (stateAt(request, now) !== 'requested') {
    throw new DomainError('booking_request_closed', 'details.bookingRequestClosed');
  }
  return { carRow, request };
}

/** what a request's audit entry keeps of it: everything but the token's hash */
const shown = ({ tokenHash: _hash, ...rest }: RequestRow) => rest;

/** the daily rate the request was priced with (its kept pricing, else its quote's rate) */
const rateOf = (request: RequestRow) =>
  request.quote.pricing?.baseRate ??
  Math.round(request.quote.quote.rental / Math.max(1, request.quote.quote.days));

export async function confirmBookingRequest(
  ctx: AppDeps,
  { id, body }: { id: string; body: z.output<typeof confirmBookingRequestBody> },
  logError: (error: unknown, message: string) => void,
): Promise<BookingRequestView> {
  const row = await write(ctx, async (tx, audit) => {
    const now = ctx.clock.now();
    const { carRow, request } = await loadLiveRequest(tx, id, now);
    const car = toCarView(carRow);
    // no longer live: its own hold does not refuse the reservation it becomes
    await updateRequest(tx, id, { state: 'confirmed', decidedAt: now });
    const start = request.startAt;
    const end = request.endAt;
    const customerInput = {
      name: request.name,
      contact: request.phone,
      email: request.email,
      license: request.licenceNumber,
      paymentType: 'after' as const,
    };
    const { rental } = rentCarRule(
      car,
      { start, end, customer: customerInput, due: request.quote.due },
      now,
    );
    const papersOverridden = await refuseLapsedPapers(ctx, tx, car.id, rental, undefined);
    const person = {
      fullName: request.name,
      phone: request.phone,
      email: request.email,
      licenceNumber: request.licenceNumber,
    };
    const override = body.overrideDoNotRent ?? false;
    const { customer, overridden, flagged } = await bookingCustomer(ctx, tx, person, override);
    // the licence's date the customer gave, on a file that has none
    if (!customer.licenceIssuedOn && customer.licenceNumber === request.licenceNumber) {
      await updateCustomer(tx, customer.id, { licenceIssuedOn: request.licenceIssuedOn });
    }
    await refuseOverlap(ctx, tx, car.id, start, end);
    const booking = await insertRental(tx, {
      carId: car.id,
      ...rental,
      // the rate and the quote the customer was shown (decision 0046)
      dailyRate: rateOf(request),
      customerId: customer.id,
      quote: request.quote,
      extras: request.quote.pricing?.extras ?? [],
      discount: request.quote.discount,
      discountReason: null,
    });
    const after = await updateRequest(tx, id, {
      rentalId: booking.id,
      customerId: customer.id,
    });
    audit.record({
      entity: 'booking_request',
      entityId: id,
      before: shown(request),
      after: {
        ...shown(after),
        rental: toRentalRecord(booking, []),
        ...(overridden ? { doNotRentOverridden: true, doNotRentCustomers: flagged } : {}),
        ...(papersOverridden ? { lapsedPapersOverridden: papersOverridden } : {}),
      },
    });
    return after;
  });
  await sendRequestMail(ctx, row, 'confirmed', {}, logError);
  return findRequestView(ctx.db, id);
}

export async function declineBookingRequest(
  ctx: AppDeps,
  { id, reason }: { id: string; reason: string },
  logError: (error: unknown, message: string) => void,
): Promise<BookingRequestView> {
  const row = await write(ctx, async (tx, audit) => {
    const now = ctx.clock.now();
    const { request } = await loadLiveRequest(tx, id, now);
    const after = await updateRequest(tx, id, { state: 'declined', reason, decidedAt: now });
    audit.record({
      entity: 'booking_request',
      entityId: id,
      before: shown(request),
      after: shown(after),
    });
    return after;
  });
  await sendRequestMail(ctx, row, 'declined', {}, logError);
  return findRequestView(ctx.db, id);
}
