import type { QueryClient } from '@tanstack/react-query';
import { historyKeys } from './history-keys.ts';

/** after a record is deleted, the list and the cards are fetched again */
export function invalidateHistory(queryClient: QueryClient) {
  return Promise.all(
    [historyKeys.list, historyKeys.summary].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}
