import type { QueryClient } from '@tanstack/react-query';

/**
 * A car change shows on every screen (dashboard, garage, rentals, sales, fund), so after
 * one every non-auth query is fetched again, as the live events do for other desks.
 */
export function invalidateAfterCarChange(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'auth' });
}
