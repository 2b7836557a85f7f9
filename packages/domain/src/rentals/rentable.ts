/** the refusal texts of renting; the rule itself, isRentable, is in cars/car.ts */
export const NOT_RENTABLE = 'details.notRentable';
export const NOT_RENTED = 'details.notRented';
