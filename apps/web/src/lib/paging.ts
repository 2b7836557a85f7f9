import { infiniteQueryOptions, type QueryKey } from '@tanstack/react-query';
import { api, type Query } from './api-client.ts';

export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

/** infinite query options for a keyset-paginated list: the server pages, the screen shows only that */
export function pagedQueryOptions<T>(
  queryKey: QueryKey,
  path: string,
  query: Query = {},
  limit = 20,
) {
  return infiniteQueryOptions({
    queryKey: [...queryKey, query],
    queryFn: ({ pageParam, signal }) =>
      api.get<Page<T>>(path, { ...query, limit, cursor: pageParam ?? undefined }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}
