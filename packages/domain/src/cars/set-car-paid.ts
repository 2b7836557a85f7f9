import { DomainError } from '../errors.ts';
import type { Centimes } from '../money.ts';
import type { Car, CarNames } from './car.ts';
import type { CarChange } from './car-change.ts';
import { type Purchase, paidPurchase, purchaseEntries } from './purchase-entries.ts';

/**
 * How a car marked Paid was paid, when its supplier's recorded payments already cover it:
 * by those payments (nothing new is booked) or by a new payment now (the purchase is booked).
 */
export type SettledBy = 'existing_payments' | 'new_payment';

export interface PaymentContext {
  /** the user's answer, when the supplier's payments already cover the car */
  settledBy?: SettledBy | undefined;
  /** what the fund has booked for the car (bookedPurchase); absent: paidPurchase(before) */
  booked?: Purchase | null | undefined;
  /** the balance of the car's supplier now (this unpaid car's debt included) */
  supplierBalance?: Centimes | undefined;
}

export const SUPPLIER_PAYMENT_CHOICE_DETAIL = 'details.supplierPaymentChoice';

/**
 * The payment toggle. Disabled while the car is rented (spec §4); allowed for a sold car,
 * whose purchase can still be settled. Paying charges the supplier purchase, unpaying
 * reverses what the fund booked for it (and only that).
 * A supplier is never paid twice without the user choosing it: when the supplier's balance,
 * this car's debt included, is not below 0, its recorded payments already cover the car, and
 * marking it Paid is refused until the user says how it was settled.
 */
export function setCarPaid(
  before: Car,
  isPaid: boolean,
  names: CarNames,
  payment: PaymentContext = {},
): CarChange {
  if (before.isRented) {
    throw new DomainError('car_rented', 'details.rentedCannotChangePayment');
  }
  const car: Car = { ...before, isPaid };
  if (isPaid === before.isPaid) return { car, entries: [] };
  if (isPaid && paidPurchase(car) && !payment.booked) {
    if (payment.settledBy === 'existing_payments') return { car, entries: [] };
    const covered = payment.supplierBalance !== undefined && payment.supplierBalance >= 0;
    if (covered && payment.settledBy === undefined) {
      throw new DomainError('supplier_payment_choice_required', SUPPLIER_PAYMENT_CHOICE_DETAIL);
    }
  }
  const both = { before: names, after: names };
  return { car, entries: purchaseEntries(before, car, both, payment.booked) };
}
