/** the refusal texts of renting; the rule itself, isRentable, is in cars/car.ts */
export const NOT_RENTABLE =
  'This car cannot be rented: it must be paid, in the garage, not rented and not sold.';
export const NOT_RENTED = 'This car is not currently rented.';
