import type { pickUpBody, rentCarBody, returnCarBody } from '@car-rental/domain/contract/rentals';
import { DomainError, fieldRefusal } from '@car-rental/domain/errors';
import { blockConflict } from '@car-rental/domain/rentals/blocks';
import { cancelRental } from '@car-rental/domain/rentals/cancel-rental';
import { deleteRentalHistory } from '@car-rental/domain/rentals/delete-rental-history';
import { extendRental } from '@car-rental/domain/rentals/extend-rental';
import { rentCar } from '@car-rental/domain/rentals/rent-car';
import { bookingConflict, markNoShow, pickUp } from '@car-rental/domain/rentals/reservations';
import { returnCar } from '@car-rental/domain/rentals/return-car';
import type { z } from 'zod';
import type { Tx } from '../../db/create-db.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { type Audit, write } from '../../lib/write.ts';
import { findCarView, loadCarForWrite } from '../cars/car-view.repository.ts';
import { checkMayRent, customerFor } from '../customers/customers.service.ts';
import { postFundEntries } from '../fund/fund-entries.repository.ts';
import { creditInvoiceOf } from '../invoices/invoices.service.ts';
import { readNoShowDelay } from '../settings/settings.repository.ts';
import { findBlockOverlap } from './board.repository.ts';
import { checkInAtReturn } from './check-in.ts';
import { toRentalRecord } from './rental-record.ts';
import {
  deleteRental,
  findActiveRental,
  findBooking,
  findCancellableBooking,
  findOverlap,
  findRental,
  finishRental,
  insertRental,
  type RentalRow,
  setCarMileage,
  setRentalEnd,
  updateBooking,
} from './rentals.repository.ts';

/** refuses a period that overlaps another open booking of the car, naming it (409) */
export async function refuseOverlap(
  deps: AppDeps,
  tx: Tx,
  carId: string,
  start: Date,
  end: Date,
  exceptId?: string,
) {
  const timeZone = deps.config.businessTimezone;
  const conflict = await findOverlap(tx, carId, start, end, exceptId);
  if (conflict) {
    throw fieldRefusal('booking_conflict', 'body.start', bookingConflict(conflict, timeZone));
  }
  // a blocked period (maintenance, repair, the owner's) refuses a booking the same way
  const block = await findBlockOverlap(tx, carId, start, end);
  if (block) throw blockConflict(block, timeZone);
}

/** The rental use cases: lock the car, apply the rule, write and post the fund, in one transaction. */
export function rentalsService(deps: AppDeps) {
  /** the booking and its car, the car locked first as every write does */
  async function loadBookingForWrite(tx: Tx, rentalId: string) {
    const found = await findBooking(tx, rentalId);
    if (!found) throw new DomainError('rental_not_found', 'details.bookingNotFound');
    const car = await loadCarForWrite(tx, found.carId);
    // read again under the car's lock: another desk may have acted on it meanwhile
    const booking = (await findBooking(tx, rentalId))!;
    return { car, booking };
  }

  async function cancelBooking(
    tx: Tx,
    audit: Audit,
    car: Awaited<ReturnType<typeof loadCarForWrite>>,
    booking: RentalRow | undefined,
    reason: string | null,
    now: Date,
  ) {
    const { cancelled, fundEntries } = cancelRental(car, booking ?? null, now, reason);
    const row = await updateBooking(tx, booking!.id, cancelled);
    await postFundEntries(tx, fundEntries, now, { carId: car.id, rentalId: row.id });
    const answer = { car: (await findCarView(tx, car.id))!, rental: toRentalRecord(row, []) };
    audit.record({
      entity: 'rental',
      entityId: row.id,
      before: { car, rental: booking },
      after: { ...answer, fundEntries },
    });
    return answer;
  }

  return {
    rentCar(carId: string, body: z.output<typeof rentCarBody>) {
      return write(deps, async (tx, audit) => {
        const now = deps.clock.now();
        const car = await loadCarForWrite(tx, carId);
        const input = {
          start: new Date(body.start),
          end: new Date(body.end),
          customer: body.customer,
        };
        const { rental, fundEntries } = rentCar(car, input, now);
        const person = {
          fullName: body.customer.name,
          phone: body.customer.contact,
          email: body.customer.email,
          licenceNumber: body.customer.license,
        };
        const customer = await customerFor(tx, person);
        const override = body.overrideDoNotRent ?? false;
        const { overridden, flagged } = await checkMayRent(deps, tx, customer, person, override);
        await refuseOverlap(deps, tx, carId, rental.startAt, rental.endAt);
        const row = await insertRental(tx, { carId, ...rental, customerId: customer.id });
        await postFundEntries(tx, fundEntries, now, { carId, rentalId: row.id });
        const answer = { car: (await findCarView(tx, carId))!, rental: toRentalRecord(row, []) };
        audit.record({
          entity: 'rental',
          entityId: row.id,
          before: { car },
          after: {
            ...answer,
            fundEntries,
            ...(overridden ? { doNotRentOverridden: true, doNotRentCustomers: flagged } : {}),
          },
        });
        return answer;
      });
    },

    returnCar(carId: string, body: z.output<typeof returnCarBody>) {
      return write(deps, async (tx, audit) => {
        const now = deps.clock.now();
        const car = await loadCarForWrite(tx, carId);
        const active = car.rental ? await findActiveRental(tx, carId) : undefined;
        const { returned, fundEntries } = returnCar(car, active ?? null, body, now);
        const { rental, charges } = await finishRental(
          tx,
          active!.id,
          {
            returnedAt: returned.returnedAt,
            endAt: returned.endAt,
            // the booked end, kept for the receipt's "Due" (issue 28 §9)
            bookedEndAt: active!.endAt,
            endMileage: returned.endMileage,
            totalDays: returned.totalDays,
            totalAmount: returned.totalAmount,
            state: 'returned',
          },
          returned.charges,
        );
        await setCarMileage(tx, carId, returned.endMileage, now);
        // issue 15: the check-in and the deposit's settlement, in the same transaction
        const settled = await checkInAtReturn(deps, tx, car, active!, returned, body, now);
        fundEntries.push(...settled);
        await postFundEntries(tx, fundEntries, now, { carId, rentalId: rental.id });
        const answer = {
          car: (await findCarView(tx, carId))!,
          rental: toRentalRecord(rental, charges),
        };
        audit.record({
          entity: 'rental',
          entityId: rental.id,
          before: { car, rental: active },
          after: { ...answer, fundEntries },
        });
        return answer;
      });
    },

    /**
     * the spec-era cancel of a car's booking: its rental out but not started, else its next
     * reservation; kept as a cancelled record, the advance refunded
     */
    cancelRental(carId: string) {
      return write(deps, async (tx, audit) => {
        const now = deps.clock.now();
        const car = await loadCarForWrite(tx, carId);
        const booking = await findCancellableBooking(tx, carId);
        return cancelBooking(tx, audit, car, booking, null, now);
      });
    },

    /** Cancel a booking not picked up, with the desk's reason (issue 14) */
    cancelBooking(rentalId: string, reason: string) {
      return write(deps, async (tx, audit) => {
        const now = deps.clock.now();
        const { car, booking } = await loadBookingForWrite(tx, rentalId);
        return cancelBooking(tx, audit, car, booking, reason, now);
      });
    },

    /** Pick up a reservation: the rental starts now, early keeping its length (issue 14, 28 §8) */
    pickUpBooking(rentalId: string, body: z.output<typeof pickUpBody>) {
      return write(deps, async (tx, audit) => {
        const now = deps.clock.now();
        const { car, booking } = await loadBookingForWrite(tx, rentalId);
        const started = pickUp(car, booking, body.startMileage, now);
        // an early pickup moves the booked period forward: it must still be free
        await refuseOverlap(deps, tx, car.id, started.startAt, started.endAt, booking.id);
        const row = await updateBooking(tx, booking.id, started);
        if (started.startMileage !== car.mileageKm) {
          await setCarMileage(tx, car.id, started.startMileage, now);
        }
        const answer = { car: (await findCarView(tx, car.id))!, rental: toRentalRecord(row, []) };
        audit.record({
          entity: 'rental',
          entityId: row.id,
          before: { car, rental: booking },
          after: answer,
        });
        return answer;
      });
    },

    /** No-show: the pickup time passed by the Settings delay; the advance kept or refunded */
    markNoShow(rentalId: string, refund: boolean) {
      return write(deps, async (tx, audit) => {
        const now = deps.clock.now();
        const { car, booking } = await loadBookingForWrite(tx, rentalId);
        const delayMinutes = await readNoShowDelay(tx);
        const { closed, fundEntries } = markNoShow(car, booking, { refund, delayMinutes }, now);
        const row = await updateBooking(tx, booking.id, closed);
        await postFundEntries(tx, fundEntries, now, { carId: car.id, rentalId: row.id });
        const answer = { car: (await findCarView(tx, car.id))!, rental: toRentalRecord(row, []) };
        audit.record({
          entity: 'rental',
          entityId: row.id,
          before: { car, rental: booking },
          after: { ...answer, fundEntries },
        });
        return answer;
      });
    },

    extendRental(carId: string, newEndDate: string) {
      return write(deps, async (tx, audit) => {
        const now = deps.clock.now();
        const car = await loadCarForWrite(tx, carId);
        const active = car.rental ? await findActiveRental(tx, carId) : undefined;
        const { endAt } = extendRental(active ?? null, new Date(newEndDate), now);
        // the next reservation of the car is checked the same way as a new booking
        await refuseOverlap(deps, tx, carId, active!.startAt, endAt, active!.id);
        await setRentalEnd(tx, active!.id, endAt);
        audit.record({
          entity: 'rental',
          entityId: active!.id,
          before: { endAt: active!.endAt },
          after: { endAt },
        });
        return (await findCarView(tx, carId))!;
      });
    },

    deleteRentalHistory(carId: string, rentalId: string) {
      return write(deps, async (tx, audit) => {
        const now = deps.clock.now();
        const car = await loadCarForWrite(tx, carId);
        const found = await findRental(tx, rentalId);
        const record = found && {
          carId: found.rental.carId,
          returnedAt: found.rental.returnedAt,
          totalAmount: found.rental.totalAmount,
          chargeAmounts: found.charges.map((charge) => charge.amount),
        };
        const { fundEntries } = deleteRentalHistory(carId, record, car);
        await deleteRental(tx, rentalId);
        // an invoiced rental is cancelled by a credit note (issue 28 §13)
        const creditNote = await creditInvoiceOf(deps, tx, { kind: 'rental', rentalId });
        await postFundEntries(tx, fundEntries, now, { carId, rentalId });
        audit.record({
          entity: 'rental',
          entityId: rentalId,
          before: found,
          after: { fundEntries, ...(creditNote && { creditNote }) },
        });
        return { ok: true as const };
      });
    },
  };
}
