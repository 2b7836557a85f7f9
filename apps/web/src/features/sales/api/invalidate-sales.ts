import type { QueryClient } from '@tanstack/react-query';
import { salesKeys } from './sales-keys.ts';

/** after a listing change or a sale, every list and card of the screen is fetched again */
export function invalidateSales(queryClient: QueryClient) {
  return Promise.all(
    [salesKeys.summary, salesKeys.forSale, salesKeys.listable, salesKeys.recent].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}
