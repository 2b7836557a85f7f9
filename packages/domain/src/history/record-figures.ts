import type { Centimes } from '../money.ts';

/** Final rental total = totalAmount plus the additional charges */
export function rentalFinalTotal(
  totalAmount: Centimes,
  charges: readonly { amount: Centimes }[],
): Centimes {
  let total = totalAmount;
  for (const charge of charges) total += charge.amount;
  return total;
}

/** Distance = end mileage minus start mileage (null while the end is unknown) */
export function distanceKm(startMileage: number, endMileage: number | null): number | null {
  return endMileage === null ? null : endMileage - startMileage;
}

/** the listed price is shown only when it exists and differs from the final price */
export function shownListedPrice(
  finalPrice: Centimes,
  listedPrice: Centimes | null,
): Centimes | null {
  return listedPrice !== null && listedPrice !== finalPrice ? listedPrice : null;
}

/** Sale Details' Difference: final − listed, only when the listed price exists and differs */
export function saleDifference(
  finalPrice: Centimes,
  listedPrice: Centimes | null,
): Centimes | null {
  const listed = shownListedPrice(finalPrice, listedPrice);
  return listed === null ? null : finalPrice - listed;
}

/** the pop-ups show 'N/A' for missing customer fields: blank becomes null */
export function presentOrNull(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}
