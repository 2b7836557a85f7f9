import type { paymentBody } from '@car-rental/domain/contract/fund';
import type { bookingDiscount, ExtraChoiceInput } from '@car-rental/domain/contract/pricing';
import {
  type AdditionalDriver,
  type RentalCustomerInput,
  rentalRoutes,
} from '@car-rental/domain/contract/rentals';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../lib/api-client.ts';
import { afterWrite } from '../../../lib/route-query.ts';

export interface RentCarInput {
  carId: string;
  start: string;
  end: string;
  customer: RentalCustomerInput;
  /** a manager or the owner books for a customer on the "Do not rent" list */
  overrideDoNotRent?: boolean;
  /** how the advance is paid (issue 31; cash when absent) */
  payment?: z.input<typeof paymentBody>;
  /** issue 33: the extras sold with it (priced by the server from the list) */
  extras?: ExtraChoiceInput[];
  /** issue 33 (decision 0049): each additional driver's name and licence */
  drivers?: AdditionalDriver[];
  /** issue 33: a manager's or the owner's discount, in centimes, and why */
  discount?: z.input<typeof bookingDiscount>;
}

export function rentCar({ carId, ...body }: RentCarInput) {
  return call(rentalRoutes.rentCar, { params: { id: carId }, body });
}

export function useRentCar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rentCar,
    onSuccess: afterWrite(queryClient, rentalRoutes.rentCar),
  });
}
