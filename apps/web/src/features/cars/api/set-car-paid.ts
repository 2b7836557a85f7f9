import type { SettledBy } from '@car-rental/domain/cars/set-car-paid';
import { carRoutes } from '@car-rental/domain/contract/cars';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { afterWrite } from '../../../lib/route-query.ts';

export interface SetCarPaidInput {
  id: string;
  isPaid: boolean;
  /** the answer to 409 supplier_payment_choice_required */
  settledBy?: SettledBy;
}

/** the server's question: the supplier's recorded payments already cover this car */
export const SUPPLIER_PAYMENT_CHOICE = 'supplier_payment_choice_required';

/** the payment toggle (refused while rented) */
export function setCarPaid({ id, isPaid, settledBy }: SetCarPaidInput) {
  return call(carRoutes.setCarPaid, {
    params: { id },
    body: settledBy ? { isPaid, settledBy } : { isPaid },
  });
}

export function useSetCarPaid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setCarPaid,
    onSuccess: afterWrite(queryClient, carRoutes.setCarPaid),
  });
}
