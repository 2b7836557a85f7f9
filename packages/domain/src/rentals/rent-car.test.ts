import { describe, expect, it } from 'vitest';
import { isRentable } from '../cars/car.ts';
import { renderMessage } from '../messages.ts';
import { MAX_AMOUNT, TOTAL_TOO_LARGE } from '../money.ts';
import { expectRefusal } from '../test/expect-refusal.ts';
import { type CarToRent, periodTotal, rentCar } from './rent-car.ts';

const now = new Date('2026-06-15T10:00:00.000Z');
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const at = (ms: number) => new Date(now.getTime() + ms);

const car: CarToRent = {
  inGarage: true,
  isRented: false,
  isSold: false,
  isPaid: true,
  dailyRate: 1_000_000,
  mileageKm: 12_345,
  brandName: 'Renault',
  modelName: 'Clio',
};
const customer = {
  name: 'Karim Benali',
  contact: '+213 555 12 34 56',
  email: 'karim@example.dz',
  license: 'DZ-1',
  paymentType: 'after' as const,
};

describe('isRentable', () => {
  it('needs in garage, paid, rate above 0, not rented, not sold', () => {
    expect(isRentable(car)).toBe(true);
    expect(isRentable({ ...car, inGarage: false })).toBe(false);
    expect(isRentable({ ...car, isPaid: false })).toBe(false);
    expect(isRentable({ ...car, isRented: true })).toBe(false);
    expect(isRentable({ ...car, isSold: true })).toBe(false);
    expect(isRentable({ ...car, dailyRate: 0 })).toBe(false);
    expect(isRentable({ ...car, dailyRate: null })).toBe(false);
  });
});

describe('rentCar', () => {
  const input = { start: at(0), end: at(3 * 24 * HOUR), customer };

  it.each([
    ['not in the garage', { inGarage: false }],
    ['unpaid', { isPaid: false }],
    ['rented', { isRented: true }],
    ['sold', { isSold: true }],
    ['without a daily rate', { dailyRate: 0 }],
  ])('refuses a car %s with 409 car_not_rentable', (_, change) => {
    const error = expectRefusal(() => rentCar({ ...car, ...change }, input, now));
    expect(error.code).toBe('car_not_rentable');
    expect(error.status).toBe(409);
    expect(error.message).toBe(
      'This car cannot be rented: it must be paid, in the garage, not rented and not sold.',
    );
  });

  it('refuses an end before the start', () => {
    const error = expectRefusal(() => rentCar(car, { ...input, end: at(-MINUTE) }, now));
    expect(error.message).toBe('The return time must be after the pickup time.');
    expect(error.status).toBe(400);
    expect(error.fields).toMatchObject([
      { path: 'body.end', message: 'The return time must be after the pickup time.' },
    ]);
  });

  it('accepts a same-time return (end = start)', () => {
    const { rental } = rentCar(car, { ...input, end: at(0) }, now);
    expect(rental.endAt).toEqual(at(0));
  });

  it('accepts a pickup up to 5 minutes ago, refuses one earlier', () => {
    expect(() => rentCar(car, { ...input, start: at(-5 * MINUTE) }, now)).not.toThrow();
    const error = expectRefusal(() => rentCar(car, { ...input, start: at(-5 * MINUTE - 1) }, now));
    expect(error.message).toBe('Pickup time cannot be in the past.');
  });

  it('refuses a return time in the past', () => {
    const error = expectRefusal(() =>
      rentCar(car, { ...input, start: at(-4 * MINUTE), end: at(-1) }, now),
    );
    expect(error.message).toBe('Return time cannot be in the past.');
  });

  it('records the start mileage and books nothing when paying after', () => {
    const { rental, fundEntries } = rentCar(car, input, now);
    expect(rental).toEqual({
      customerName: 'Karim Benali',
      customerContact: '+213 555 12 34 56',
      customerEmail: 'karim@example.dz',
      customerLicense: 'DZ-1',
      paymentType: 'after',
      startAt: at(0),
      endAt: at(3 * 24 * HOUR),
      dailyRate: 1_000_000,
      startMileage: 12_345,
      advancePaid: 0,
      state: 'out',
    });
    expect(fundEntries).toEqual([]);
  });

  it('totals the period as the rate times its started days, the advance booked (issue 28 §17)', () => {
    expect(periodTotal(1_000_000, at(0), at(2 * 24 * HOUR + 1))).toBe(3_000_000);
    expect(periodTotal(1_000_000, at(0), at(0))).toBe(1_000_000);
    expect(() => periodTotal(MAX_AMOUNT, at(0), at(2 * 24 * HOUR))).toThrow(
      renderMessage(TOTAL_TOO_LARGE),
    );
  });

  it('books the whole period into the fund when paying in advance', () => {
    const advance = { ...customer, paymentType: 'advance' as const };
    const { rental, fundEntries } = rentCar(
      car,
      { start: at(0), end: at(2 * 24 * HOUR + 1), customer: advance },
      now,
    );
    expect(rental.advancePaid).toBe(3_000_000);
    expect(fundEntries).toEqual([
      {
        type: 'add_money',
        amount: 3_000_000,
        description: 'Rental Payment (Advance) - Renault Clio',
        category: 'rental',
      },
    ]);
  });
});
