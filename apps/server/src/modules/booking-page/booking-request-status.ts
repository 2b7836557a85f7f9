import type { BookingPageSettings } from '@car-rental/domain/contract/booking-page';
import type { PublicBookingRequest } from '@car-rental/domain/contract/booking-requests';
import { DomainError } from '@car-rental/domain/errors';
import type { AppDeps } from '../../lib/deps.ts';
import { hashToken } from '../../lib/tokens.ts';
import { write } from '../../lib/write.ts';
import { loadCarForWrite } from '../cars/car-view.repository.ts';
import { closeBooking, loadBookingForWrite } from '../rentals/bookings.ts';
import { findBookingPageSettings } from './booking-page.ts';
import {
  expireRequests,
  findRentalState,
  findRequestByToken,
  findRequestCar,
  quoteOf,
  type RequestRow,
  stateAt,
  updateRequest,
} from './booking-requests.repository.ts';

/**
 * Issue 34 §3 (decision 0048): the customer's status page, by the token of their link, and
 * their cancel before the pickup. It shows their request only: no staff member, no plate.
 */

/** the reason a customer's cancel leaves on the reservation it cancels */
export const CUSTOMER_CANCEL_REASON = 'Cancelled by the customer on the booking page';

/** whether the customer may still cancel: before the pickup, while live or reserved */
function cancellable(row: RequestRow, now: Date, rentalState: string | undefined): boolean {
  if (now.getTime() >= row.startAt.getTime()) return false;
  const state = stateAt(row, now);
  return state === 'requested' || (state === 'confirmed' && rentalState === 'reserved');
}

export async function publicViewOf(
  deps: AppDeps,
  row: RequestRow,
  settings?: BookingPageSettings,
): Promise<PublicBookingRequest> {
  const now = deps.clock.now();
  const [car, rentalState, page] = await Promise.all([
    findRequestCar(deps.db, row.carId),
    findRentalState(deps.db, row.rentalId),
    settings ?? findBookingPageSettings(deps.db),
  ]);
  return {
    state: stateAt(row, now),
    start: row.startAt.toISOString(),
    end: row.endAt.toISOString(),
    brandName: car?.brandName ?? '',
    modelName: car?.modelName ?? '',
    category: car?.category ?? 'economy',
    photo: car?.photo ?? null,
    quote: quoteOf(row.quote),
    holdUntil: row.holdUntil.toISOString(),
    reason: row.reason,
    canCancel: cancellable(row, now, rentalState),
    language: row.language,
    address: page.address,
    hours: page.hours,
  };
}

async function requestOfToken(deps: AppDeps, token: string): Promise<RequestRow> {
  const row = await findRequestByToken(deps.db, await hashToken(token));
  if (!row) throw new DomainError('booking_request_not_found', 'details.bookingRequestNotFound');
  return row;
}

export async function getPublicBookingRequest(
  deps: AppDeps,
  token: string,
): Promise<PublicBookingRequest> {
  const row = await requestOfToken(deps, token);
  if (stateAt(row, deps.clock.now()) !== row.state) await expireRequests(deps.db, deps.clock.now());
  return publicViewOf(deps, row);
}

/**
 * The customer cancels: a live request stops holding its car; a confirmed one cancels its
 * reservation by the desk's own path (closeBooking), with nothing paid to give back (paid after).
 */
export async function cancelPublicBookingRequest(
  ctx: AppDeps,
  token: string,
): Promise<PublicBookingRequest> {
  const found = await requestOfToken(ctx, token);
  const row = await write(ctx, async (tx, audit) => {
    const now = ctx.clock.now();
    // the car first, as every write; then the request again under its lock
    const car = await loadCarForWrite(tx, found.carId);
    const request = (await findRequestByToken(tx, found.tokenHash))!;
    const rentalState = await findRentalState(tx, request.rentalId);
    if (!cancellable(request, now, rentalState)) {
      const state = stateAt(request, now);
      if (state === 'requested' || state === 'confirmed') {
        throw new DomainError('booking_request_closed', 'details.bookingRequestStarted');
      }
      throw new DomainError('booking_request_closed', 'details.bookingRequestClosed');
    }
    let rental: unknown;
    if (request.state === 'confirmed' && request.rentalId) {
      const { booking } = await loadBookingForWrite(tx, request.rentalId);
      rental = await closeBooking(ctx, tx, audit, car, booking, CUSTOMER_CANCEL_REASON, now);
    }
    const after = await updateRequest(tx, request.id, { state: 'cancelled', decidedAt: now });
    audit.record({
      entity: 'booking_request',
      entityId: request.id,
      before: { state: request.state },
      after: { state: after.state, ...(rental ? { rental } : {}) },
    });
    return after;
  });
  return publicViewOf(ctx, row);
}
