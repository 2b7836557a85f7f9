import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import { QueryClient } from '@tanstack/react-query';
import type { PersistQueryClientProviderProps } from '@tanstack/react-query-persist-client';
import { ApiError, NetworkError } from './api-client.ts';
import { isDemoMode } from './data-mode.ts';

/** how long the last data stays usable offline (persisted, and kept in memory) */
const CACHE_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
export const QUERY_CACHE_KEY = 'car_rental_query_cache_v1';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        gcTime: CACHE_MAX_AGE_MS,
        // no answer from the server: the query pauses with its data until the connection is
        // back (lib/offline/connection.ts), rather than turning into an error
        retry: (count, error) =>
          error instanceof NetworkError || (!(error instanceof ApiError) && count < 2),
        refetchOnWindowFocus: true,
      },
      // writes always run: offline, the API client keeps them in the persisted queue
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

/** queries that never leave memory: the unlocked Total Benefit figure, the first-run check */
function isPrivate(queryKey: readonly unknown[]) {
  return queryKey[0] === 'getTotalBenefit' || (queryKey[0] === 'auth' && queryKey[1] === 'setup');
}

/**
 * Every screen's last data is kept in localStorage, so that a reload without the server
 * still shows it (and the signed-in user). Signing out removes the data queries, and with
 * them their stored copy. Demo mode keeps its data in its own store.
 */
export function persistOptions(): PersistQueryClientProviderProps['persistOptions'] {
  return {
    persister: createSyncStoragePersister({
      storage: typeof window === 'undefined' ? undefined : window.localStorage,
      key: QUERY_CACHE_KEY,
      throttleTime: 500,
    }),
    maxAge: CACHE_MAX_AGE_MS,
    // v2: answers are keyed by their route's operationId
    buster: 'v2',
    dehydrateOptions: {
      shouldDehydrateQuery: (query) =>
        query.state.status === 'success' && !isDemoMode() && !isPrivate(query.queryKey),
    },
  };
}
