import { isRentable, type RentableFacts } from '../cars/car.ts';
import { DomainError, fieldRefusal } from '../errors.ts';
import type { FundEntry } from '../fund/fund-entry.ts';
import { type Message, renderMessage } from '../messages.ts';
import type { Centimes } from '../money.ts';
import { wallClockOf } from '../time/zoned-time.ts';
import { NOT_RENTABLE } from './rentable.ts';

/**
 * Issue 14: a booking is a reservation until the car is picked up. States:
 * reserved -> out (the specification's rented) -> returned, or cancelled / no_show.
 * Reserved and out bookings hold their period; no two of one car overlap.
 */
export type RentalState = 'reserved' | 'out' | 'returned' | 'cancelled' | 'no_show';

/** the states that hold a car's period (the exclusion constraint rentals_no_overlap) */
export const OPEN_STATES = ['reserved', 'out'] as const satisfies readonly RentalState[];

export type OpenState = (typeof OPEN_STATES)[number];

/** an open booking (reserved or out) holds its period; the others are closed */
export function isOpenState(state: RentalState): state is OpenState {
  return (OPEN_STATES as readonly RentalState[]).includes(state);
}

/** a booking whose pickup is at most this far ahead goes out at once, as the spec's renting */
export const PICKUP_NOW_MS = 60 * 60_000;

/** the Settings default: a reservation can be marked a no-show 2 hours after its pickup time */
export const DEFAULT_NO_SHOW_DELAY_MINUTES = 120;
export const MAX_NO_SHOW_DELAY_MINUTES = 7 * 24 * 60;

export const reservationMessages = {
  notBookable: 'details.notBookable',
  notReserved: 'details.notReserved',
  bookingOver: 'details.bookingOver',
  notOpen: 'details.bookingClosed',
  reasonRequired: 'fields.cancelReasonRequired',
  carReserved: 'details.carReserved',
} as const;

export function goesOutAtOnce(start: Date, now: Date): boolean {
  return start.getTime() <= now.getTime() + PICKUP_NOW_MS;
}

/** a car that can hold a future reservation: paid, with a daily rate, not sold (it may be out) */
export function isBookable(car: Pick<RentableFacts, 'dailyRate' | 'isPaid' | 'isSold'>): boolean {
  return car.isPaid && (car.dailyRate ?? 0) > 0 && !car.isSold;
}

/** the refusal for a car that cannot go out now */
export function assertRentableNow(car: RentableFacts): void {
  if (!isRentable(car)) throw new DomainError('car_not_rentable', NOT_RENTABLE);
}

/** the conflicting booking's dates and customer, in the business's time zone */
export function bookingConflict(
  conflict: { startAt: Date; endAt: Date; customerName: string },
  timeZone: string,
): Message {
  const at = (instant: Date) => deskTime(instant, timeZone);
  return {
    key: 'details.bookingConflictWith',
    values: { from: at(conflict.startAt), to: at(conflict.endAt), name: conflict.customerName },
  };
}

/** the same refusal in English words */
export function bookingConflictMessage(
  conflict: { startAt: Date; endAt: Date; customerName: string },
  timeZone: string,
): string {
  const { key, values } = bookingConflict(conflict, timeZone);
  return renderMessage(key, values);
}

/** a time as the desk reads it in a refusal: dd/mm/yyyy hh:mm, business time, 24 h */
export function deskTime(instant: Date, timeZone: string): string {
  const w = wallClockOf(instant, timeZone);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(w.day)}/${two(w.month)}/${w.year} ${two(w.hour)}:${two(w.minute)}`;
}

export interface ReservationToPickUp {
  state: RentalState;
  startAt: Date;
  endAt: Date;
}

/**
 * The period a booking runs once the car leaves now (issue 28 §8, docs/decisions/*-early-pickup.md). A
 * car that leaves before its booked start keeps the booked length: the end comes forward by
 * as much as the start, so a return at the new end costs the days that were booked and paid
 * (24 hours stay 1 day). A car that leaves late keeps its booked end: the next customer is
 * promised the car then, and the days are counted from the pickup, so nothing more is billed.
 */
export function pickUpPeriod(
  booked: { startAt: Date; endAt: Date },
  now: Date,
): { startAt: Date; endAt: Date } {
  const early = booked.startAt.getTime() - now.getTime();
  if (early <= 0) return { startAt: now, endAt: booked.endAt };
  return { startAt: now, endAt: new Date(booked.endAt.getTime() - early) };
}

/**
 * Pick up: the reservation becomes the rental. The car must be free to go out now (the
 * spec's rentable rule); the rental starts now, with the car's mileage unless the desk
 * typed the odometer (never below the car's recorded mileage). An early pickup keeps the
 * booked length (pickUpPeriod); the server checks the new period is still free.
 */
export function pickUp(
  car: RentableFacts & { mileageKm: number },
  reservation: ReservationToPickUp,
  startMileage: number | undefined,
  now: Date,
): { startAt: Date; endAt: Date; startMileage: number; state: 'out' } {
  if (reservation.state !== 'reserved') {
    throw new DomainError('rental_not_reserved', reservationMessages.notReserved);
  }
  if (reservation.endAt.getTime() <= now.getTime()) {
    throw new DomainError('booking_over', reservationMessages.bookingOver);
  }
  assertRentableNow(car);
  const mileage = startMileage ?? car.mileageKm;
  if (mileage < car.mileageKm) {
    throw fieldRefusal('validation_failed', 'body.startMileage', 'fields.startMileageBelow');
  }
  return { ...pickUpPeriod(reservation, now), startMileage: mileage, state: 'out' };
}

export interface ReservationToClose {
  state: RentalState;
  startAt: Date;
  endAt: Date;
  advancePaid: Centimes;
}

/** a reservation closed without a pickup: finished, kept in the history */
export interface ClosedReservation {
  state: 'no_show';
  cancelledAt: Date;
  returnedAt: Date;
  endAt: Date;
  totalDays: 0;
  /** the advance kept (revenue), or 0 when it was refunded */
  totalAmount: Centimes;
}

/**
 * No-show: the customer did not come. Only once the pickup time has passed by the
 * Settings delay; the desk keeps the advance (it stays revenue) or refunds it (one fund
 * entry).
 */
export function markNoShow(
  car: { brandName: string; modelName: string },
  reservation: ReservationToClose,
  options: { refund: boolean; delayMinutes: number },
  now: Date,
): { closed: ClosedReservation; fundEntries: FundEntry[] } {
  if (reservation.state !== 'reserved') {
    throw new DomainError('rental_not_reserved', reservationMessages.notReserved);
  }
  const from = reservation.startAt.getTime() + options.delayMinutes * 60_000;
  if (now.getTime() < from) {
    throw new DomainError('no_show_too_early', noShowTooEarly(options.delayMinutes));
  }
  const refunded = options.refund ? reservation.advancePaid : 0;
  const fundEntries: FundEntry[] =
    refunded > 0
      ? [
          {
            type: 'add_charge',
            amount: refunded,
            description: `Rental No-show - Refund - ${car.brandName} ${car.modelName}`,
            category: 'rental',
          },
        ]
      : [];
  return {
    closed: {
      state: 'no_show',
      cancelledAt: now,
      returnedAt: now,
      endAt: reservation.endAt,
      totalDays: 0,
      totalAmount: reservation.advancePaid - refunded,
    },
    fundEntries,
  };
}

/** the no-show refusal: the delay in hours when it is whole hours, else in minutes */
export function noShowTooEarly(minutes: number): Message {
  return minutes % 60 === 0
    ? { key: 'details.noShowTooEarlyHours', values: { count: minutes / 60 } }
    : { key: 'details.noShowTooEarlyMinutes', values: { count: minutes } };
}

export function noShowDelayText(minutes: number): string {
  if (minutes % 60 === 0) {
    const hours = minutes / 60;
    return `${hours} hour${hours === 1 ? '' : 's'}`;
  }
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}
