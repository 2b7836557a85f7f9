import { rentalRoutes } from '@car-rental/domain/contract/rentals';
import { useQuery } from '@tanstack/react-query';
import { routeQuery } from '../../../lib/route-query.ts';

/** a car's reservations and rental that end after now: the period picker greys their days */
export const carBookingsQuery = (carId: string) =>
  routeQuery(rentalRoutes.listCarBookings, { params: { id: carId } });

export function useCarBookings(carId: string | undefined) {
  return useQuery({ ...carBookingsQuery(carId ?? ''), enabled: carId !== undefined });
}
