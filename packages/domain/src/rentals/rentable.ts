/** the facts about a car that decide whether it can be rented */
export interface RentableFacts {
  inGarage: boolean;
  isRented: boolean;
  isSold: boolean;
  isPaid: boolean;
  dailyRate: number | null;
}

/** Rentable cars (spec §4): in garage, daily rate above 0, not rented, not sold, paid. */
export function isRentable(car: RentableFacts): boolean {
  return car.inGarage && !car.isRented && !car.isSold && car.isPaid && (car.dailyRate ?? 0) > 0;
}

export const NOT_RENTABLE =
  'This car cannot be rented: it must be paid, in the garage, not rented and not sold.';
export const NOT_RENTED = 'This car is not currently rented.';
