import { rentalRoutes, type rentalSummary } from '@car-rental/domain/contract/rentals';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../lib/api-client.ts';
import { rentalsRootKey } from './rentals-keys.ts';

export type RentalSummary = z.infer<typeof rentalSummary>;

export const rentalSummaryQuery = queryOptions({
  queryKey: [...rentalsRootKey, 'summary'],
  queryFn: ({ signal }) => call(rentalRoutes.getRentalSummary, {}, { signal }),
});

export function useRentalSummary() {
  return useQuery(rentalSummaryQuery);
}
