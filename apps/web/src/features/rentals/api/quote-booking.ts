import type { ExtraChoiceInput } from '@car-rental/domain/contract/pricing';
import { pricingRoutes } from '@car-rental/domain/contract/pricing';
import type { Centimes } from '@car-rental/domain/money';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

export interface QuoteRequest {
  carId: string;
  start: string;
  end: string;
  extras: ExtraChoiceInput[];
  /** the discount to show (a manager's or the owner's) */
  discount?: Centimes;
}

/**
 * POST /api/cars/:id/quote (issue 33): the booking's price line by line and the deposit due.
 * A read sent by POST: keyed by what it asks, the previous answer kept while the next one
 * comes (the dialog does not flicker as the desk ticks an extra).
 */
export function useBookingQuote({ carId, ...body }: QuoteRequest) {
  return useQuery({
    queryKey: [pricingRoutes.quoteBooking.operationId, { carId, body }] as const,
    // the price list (settings) and the car's rate change the answer
    meta: { topics: ['settings', 'cars'] as const },
    queryFn: ({ signal }) =>
      call(pricingRoutes.quoteBooking, { params: { id: carId }, body }, { signal }),
    placeholderData: keepPreviousData,
  });
}
