import { rentalRoutes, type rentalSummary } from '@car-rental/domain/contract/rentals';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { routeQuery } from '../../../lib/route-query.ts';

export type RentalSummary = z.infer<typeof rentalSummary>;

export const rentalSummaryQuery = routeQuery(rentalRoutes.getRentalSummary);

export function useRentalSummary() {
  return useQuery(rentalSummaryQuery);
}
